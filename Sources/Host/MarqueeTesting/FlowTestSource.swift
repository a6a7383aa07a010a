import MarqueeNavigation

/// Turns a recorded journal into the source of an exhaustive flow test: one
/// ``FlowTest/apply(_:sourceLocation:assert:)`` per recorded intent, each with the state
/// change it produced as its assertion.
///
/// ```swift
/// let journal = host.coordinator.startRecording()
/// // ... a session ...
/// print(FlowTestSource.make(from: journal, name: "Remove an item",
///                           boot: "FlowTest(modules: [WatchlistModule()], services: services())"))
/// ```
///
/// Routes are written with `String(reflecting:)` (`MyModule.WatchlistRoute.item(id: 2)`),
/// which is valid Swift for enum routes with literal payloads; edit the output for others.
/// A step that cannot be written (a replaced state) becomes a comment and an `Issue`.
public enum FlowTestSource {
    /// The test function's source, indented for a `struct` body.
    ///
    /// - Parameters:
    ///   - name: The test's display name.
    ///   - boot: The expression that creates the ``FlowTest`` (it must reach the recording's
    ///     start state, e.g. the same modules with tab roots seeded).
    ///   - deepLinks: The links recorded `open` steps resolve with (the host's).
    @MainActor
    public static func make(from journal: NavigationJournal, name: String, boot: String, deepLinks: DeepLinkRouter? = nil) -> String {
        var lines: [String] = []
        lines.append("@Test(\(literal(name)))")
        lines.append("func \(functionName(name))() async throws {")
        lines.append("    let flow = try \(boot)")
        var previous: FlowState?
        if case .start(let start)? = journal.events.first {
            let state = FlowState(start)
            lines.append("    flow.expect {")
            lines += assignments(from: nil, to: state).map { "        " + $0 }
            lines.append("    }")
            previous = state
        }
        // Rebuild each step's resulting state by replaying on a bare coordinator.
        let replay = NavigationCoordinator(state: journal.startState ?? NavigationState(), deepLinks: deepLinks)
        replay.checksInvariants = false
        for intent in journal.intents {
            guard
                let steps = intent.steps.map(stepSource).reduce(
                    [String]?.some([]),
                    { list, step in
                        guard let list, let step else { return nil }
                        return list + [step]
                    })
            else {
                lines.append("    // not expressible: \(intent)")
                lines.append("    Issue.record(\"a recorded step could not be written as source\")")
                continue
            }
            try? replay.transaction(reason: intent.reason) { tx throws(NavigationError) in
                for step in intent.steps { try tx.apply(step) }
            }
            let state = FlowState(replay.state)
            let changes = assignments(from: previous, to: state)
            let call = "flow.apply(NavigationIntent([\(steps.joined(separator: ", "))], reason: .\(intent.reason.rawValue)))"
            if changes.isEmpty {
                lines.append("    " + call)
                lines.append("    flow.expectNoChange()")
            } else {
                lines.append("    \(call) {")
                lines += changes.map { "        " + $0 }
                lines.append("    }")
            }
            previous = state
        }
        lines.append("    await flow.settle()")
        lines.append("    flow.finish()")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The assignments that turn `old` into `new` (all of them when `old` is nil).
    static func assignments(from old: FlowState?, to new: FlowState) -> [String] {
        var lines: [String] = []
        if old?.selectedTab != new.selectedTab { lines.append("$0.selectedTab = \(literal(new.selectedTab.rawValue))") }
        if old?.stack != new.stack { lines.append("$0.stack = \(routesSource(new.stack))") }
        if old.map({ $0.otherTabs != new.otherTabs }) ?? !new.otherTabs.isEmpty {
            let tabs = new.otherTabs.sorted { $0.key.rawValue < $1.key.rawValue }
                .map { "\(literal($0.key.rawValue)): \(routesSource($0.value))" }
            lines.append("$0.otherTabs = [\(tabs.isEmpty ? ":" : tabs.joined(separator: ", "))]")
        }
        if old?.modals != new.modals {
            let modals = new.modals.map { ".init(style: \(styleSource($0.style)), routes: \(routesSource($0.routes)))" }
            lines.append("$0.modals = [\(modals.joined(separator: ", "))]")
        }
        return lines
    }

    static func stepSource(_ step: NavigationStep) -> String? {
        switch step {
        case .push(let route, let context): ".push(\(routeSource(route)), in: \(contextSource(context)))"
        case .pop(let context): ".pop(\(contextSource(context)))"
        case .popToRoot(let context): ".popToRoot(\(contextSource(context)))"
        case .popTo(let id): ".popTo(EntryID(rawValue: \(id.rawValue)))"
        case .replaceTop(let route, let context): ".replaceTop(\(routeSource(route)), in: \(contextSource(context)))"
        case .replaceStack(let routes, let context): ".replaceStack(\(routesSource(routes)), in: \(contextSource(context)))"
        case .present(let route, let style, let options):
            ".present(\(routeSource(route)), style: \(style.map(styleSource) ?? "nil"), options: ModalOptions(isDismissalDisabled: \(options.isDismissalDisabled)))"
        case .dismissTop: ".dismissTop"
        case .dismiss(let depth): ".dismiss(fromDepth: \(depth))"
        case .dismissAll: ".dismissAll"
        case .selectTab(let tab): ".selectTab(\(literal(tab.rawValue)))"
        case .back: ".back"
        case .open(let url): ".open(url: \(literal(url)))"
        case .show, .replaceState: nil
        }
    }

    static func routeSource(_ route: AnyRoute) -> String { "AnyRoute(\(String(reflecting: route.base)))" }

    static func routesSource(_ routes: [AnyRoute]) -> String { "[\(routes.map(routeSource).joined(separator: ", "))]" }

    static func contextSource(_ context: NavigationContext) -> String {
        switch context {
        case .top: ".top"
        case .root: ".root"
        case .modal(let depth): ".modal(depth: \(depth))"
        }
    }

    static func styleSource(_ style: ModalStyle) -> String {
        switch style {
        case .sheet(let detents): ".sheet(detents: [\(detents.map { ".\($0.rawValue)" }.joined(separator: ", "))])"
        case .fullScreen: ".fullScreen"
        case .alert: ".alert"
        }
    }

    static func literal(_ text: String) -> String { String(reflecting: text) }

    static func functionName(_ name: String) -> String {
        let words = name.split { !$0.isLetter && !$0.isNumber }
        guard let first = words.first else { return "recordedFlow" }
        let rest = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
        let joined = first.lowercased() + rest.joined()
        return joined.first?.isNumber == true ? "flow" + joined : joined
    }
}

extension NavigationJournal {
    /// The state the recording started from.
    var startState: NavigationState? {
        if case .start(let state)? = events.first { state } else { nil }
    }
}
