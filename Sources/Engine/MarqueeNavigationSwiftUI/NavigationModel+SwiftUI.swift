// SwiftUI bindings over NavigationModel. Compiled only where SwiftUI exists (Apple platforms);
// on Linux this target is empty. Nothing here decides anything: every getter and setter is a
// NavigationModel call, tested on Linux in MarqueeNavigationTests (NavigationModelTests).
#if canImport(SwiftUI)
import MarqueeNavigation
import SwiftUI

extension NavigationModel {
    /// For `TabView(selection:)`.
    public var tabSelection: Binding<TabID> {
        Binding(get: { self.selectedTab }, set: { self.selectedTab = $0 })
    }

    /// For `.sheet(item:)` on the view at `depth` (nil: the tabs; 0: the bottom modal's views).
    /// Setting nil (the user swiped the sheet down) dismisses it.
    public func sheetBinding(over depth: Int?) -> Binding<ModalModel?> {
        Binding(get: { self.sheet(over: depth) }, set: { if $0 == nil { self.dismissModal(over: depth) } })
    }

    /// For `.fullScreenCover(item:)` on the view at `depth`.
    public func fullScreenCoverBinding(over depth: Int?) -> Binding<ModalModel?> {
        Binding(get: { self.fullScreenCover(over: depth) }, set: { if $0 == nil { self.dismissModal(over: depth) } })
    }

    /// For `.alert(_:isPresented:)` on the view at `depth`.
    public func alertBinding(over depth: Int?) -> Binding<Bool> {
        Binding(get: { self.alert(over: depth) != nil }, set: { if !$0 { self.dismissModal(over: depth) } })
    }
}

extension TabModel {
    /// For `NavigationStack(path:)`: the entries over the tab's root; a shorter path written
    /// back pops to its last entry.
    public var pathBinding: Binding<[Entry]> {
        Binding(get: { self.path }, set: { self.path = $0 })
    }
}

extension ModalModel {
    /// For the `NavigationStack(path:)` inside the modal.
    public var pathBinding: Binding<[Entry]> {
        Binding(get: { self.path }, set: { self.path = $0 })
    }
}
#endif
