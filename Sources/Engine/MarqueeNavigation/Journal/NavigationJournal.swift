import Foundation

/// One recorded event of a navigation session.
public enum JournalEvent: Hashable, Codable, Sendable {
    /// The state the recording started from.
    case start(NavigationState)
    /// A committed transaction: its steps and reason.
    case intent(NavigationIntent)
    /// What that transaction changed, summarised.
    case change(ChangeRecord)
}

/// A Codable summary of a ``NavigationChange``.
public struct ChangeRecord: Hashable, Codable, Sendable {
    public var reason: ChangeReason
    public var pushed: [EntryID]
    public var removed: [EntryID]
    public var presented: [ModalID]
    public var dismissed: [ModalID]
    public var selectedTab: TabID?

    public init(_ change: NavigationChange) {
        reason = change.reason
        pushed = change.diff.addedEntries.map(\.id)
        removed = change.diff.removals.map(\.entry.id)
        presented = change.diff.presented.map(\.id)
        dismissed = change.diff.dismissed.map(\.id)
        selectedTab = change.diff.tabSelection?.to
    }
}

/// Records every transaction and change of a coordinator, so that a session can be saved,
/// replayed onto a fresh coordinator, or turned into a flow test.
///
/// ```swift
/// let journal = coordinator.startRecording()
/// // ... the user navigates ...
/// let data = try journal.encoded()
/// let replayed = try NavigationJournal.decode(data, registry: registry).replay()
/// #expect(replayed.state == coordinator.state)
/// ```
@MainActor
public final class NavigationJournal {
    /// The events so far, in order.
    public private(set) var events: [JournalEvent]

    public init(events: [JournalEvent] = []) {
        self.events = events
    }

    func record(steps: [NavigationStep], reason: ChangeReason) {
        events.append(.intent(NavigationIntent(steps, reason: reason)))
    }

    func record(change: NavigationChange) {
        events.append(.change(ChangeRecord(change)))
    }

    /// The recorded intents, in order.
    public var intents: [NavigationIntent] {
        events.compactMap { if case .intent(let intent) = $0 { intent } else { nil } }
    }

    /// The recorded changes, in order.
    public var changes: [ChangeRecord] {
        events.compactMap { if case .change(let change) = $0 { change } else { nil } }
    }

    /// Applies the recorded intents to a fresh coordinator that starts from the recorded start
    /// state, and checks every change matches the recording. Throws if a step fails or a change
    /// differs.
    public func replay(deepLinks: DeepLinkRouter? = nil) throws -> NavigationCoordinator {
        var start = NavigationState()
        if case .start(let state)? = events.first { start = state }
        let coordinator = NavigationCoordinator(state: start, deepLinks: deepLinks)
        var observed: [ChangeRecord] = []
        let token = coordinator.observe { observed.append(ChangeRecord($0)) }
        defer { coordinator.removeObserver(token) }
        for intent in intents {
            try coordinator.transaction(reason: intent.reason) { tx throws(NavigationError) in
                for step in intent.steps { try tx.apply(step) }
            }
        }
        guard observed == changes else {
            throw JournalReplayError(expected: changes, replayed: observed)
        }
        return coordinator
    }

    /// The journal as JSON.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(events)
    }

    /// Reads a journal written by ``encoded()``; routes decode through `registry`.
    public static func decode(_ data: Data, registry: RouteRegistry) throws -> NavigationJournal {
        let decoder = JSONDecoder()
        decoder.userInfo[RouteRegistry.userInfoKey] = registry
        return NavigationJournal(events: try decoder.decode([JournalEvent].self, from: data))
    }
}

/// A replay that did not reproduce the recorded changes.
public struct JournalReplayError: Error, CustomStringConvertible {
    public let expected: [ChangeRecord]
    public let replayed: [ChangeRecord]

    public var description: String {
        "replay diverged: expected \(expected.count) changes, replayed \(replayed.count); first difference at "
            + "\(zip(expected, replayed).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? Swift.min(expected.count, replayed.count))"
    }
}

extension NavigationCoordinator {
    /// Starts recording every transaction and change into a new journal, starting from the
    /// current state.
    @discardableResult
    public func startRecording() -> NavigationJournal {
        let journal = NavigationJournal(events: [.start(state)])
        recorder = journal
        return journal
    }

    /// Stops recording.
    public func stopRecording() {
        recorder = nil
    }
}
