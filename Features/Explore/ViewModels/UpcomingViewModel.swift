import Foundation
import MarqueeHost
import MarqueeNavigation

/// The merged calendar: every instance's releases and air dates from the start of today for
/// ``days`` days, by date, grouped by day.
@MainActor
public final class UpcomingViewModel {
    /// The releases, loaded from every instance.
    public let list: MergedList<UpcomingItem>
    /// The range shown, in days from the start of today.
    public private(set) var days: Int
    private let instances: [ServarrInstance]
    private let handOffs: HandOffRouter
    private let calendar: Calendar

    init(days: Int, instances: [ServarrInstance], handOffs: HandOffRouter, tasks: TaskTracker, calendar: Calendar = .current) {
        self.days = days
        self.instances = instances
        self.handOffs = handOffs
        self.calendar = calendar
        list = MergedList(instances: instances, tasks: tasks, areInOrder: UpcomingItem.precedes)
    }

    /// The first day shown (the start of today).
    public var start: Date { calendar.startOfDay(for: Date()) }

    /// The day after the last day shown.
    public var end: Date { calendar.date(byAdding: .day, value: days, to: start) ?? start.addingTimeInterval(Double(days) * 86_400) }

    /// The items grouped by day, days in order.
    public var groups: [(day: Date, items: [UpcomingItem])] {
        var groups: [(day: Date, items: [UpcomingItem])] = []
        for item in list.items {
            let day = calendar.startOfDay(for: item.date)
            if groups.last?.day == day { groups[groups.count - 1].items.append(item) } else { groups.append((day, [item])) }
        }
        return groups
    }

    /// Whether `item` starts its day's group (the screen shows the day on that row).
    public func startsDay(at index: Int) -> Bool {
        guard list.items.indices.contains(index) else { return false }
        return index == 0 || !calendar.isDate(list.items[index].date, inSameDayAs: list.items[index - 1].date)
    }

    /// Loads the calendar from every instance.
    public func reload() {
        let start = self.start
        let end = self.end
        list.reload { instance, index in try await instance.upcoming(from: start, to: end, index: index) }
    }

    /// The next range of ``ExploreRoute/upcomingRanges`` after the current one.
    public var nextRange: Int {
        let ranges = ExploreRoute.upcomingRanges
        guard let index = ranges.firstIndex(of: days) else { return ranges[0] }
        return ranges[(index + 1) % ranges.count]
    }

    /// What Enter does with `item`, or nil when its module cannot take it.
    public func handOff(for item: UpcomingItem) -> HandOff? {
        handOffs.canPerform(item.handOff, fromInstance: item.instanceIndex) ? item.handOff : nil
    }

    /// Shows `item`'s movie or series in its module; returns whether it could.
    @discardableResult
    public func open(_ item: UpcomingItem) throws(NavigationError) -> Bool {
        try handOffs.perform(item.handOff, fromInstance: item.instanceIndex)
    }

    func cancel() { list.cancel() }
}
