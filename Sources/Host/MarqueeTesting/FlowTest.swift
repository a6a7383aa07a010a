import Foundation
import MarqueeHost
import MarqueeNavigation
@_exported import MarqueeNavigationTesting
import Testing

/// A headless, deterministic flow test: boots a ``ModuleHost`` with chosen modules and services,
/// sends user intents, waits for tracked async work, and asserts the navigation state.
///
/// ```swift
/// let flow = try FlowTest(modules: [MoviesModule()], services: services)
/// flow.open("/movies/movie/1") { $0.push(MovieRoute.detail(id: 1)) }
/// flow.press("d") { $0.present(MovieRoute.confirmDelete(id: 1), style: .alert) }
/// flow.answer("Delete")
/// await flow.settle()
/// flow.expect { $0.dismiss(); $0.pop() }
/// flow.finish()
/// ```
///
/// In exhaustive mode (the default) every state change must be asserted: sending an
/// intent while the previous one's changes are unasserted, or finishing with unasserted
/// changes or running tasks, is a failure. Failures show the expected and actual states.
///
/// It builds on the engine's kit (``NavigationFlowTest``, in `MarqueeNavigationTesting`, re-exported
/// here): the steps, assertions and settling are that kit's, on the host's coordinator and tasks;
/// this one adds what needs the host (keys, rows, dialogs, screens, journals).
@MainActor
public final class FlowTest {
    /// The host under test.
    public let host: MarqueeHost.ModuleHost
    /// The engine-level flow over the host's coordinator.
    public let navigation: NavigationFlowTest
    /// Whether unasserted changes fail the test.
    public var isExhaustive: Bool { navigation.isExhaustive }

    /// Boots a host with `modules` (running against `instances`, see ``ModuleInstance``).
    ///
    /// - Parameters:
    ///   - requiresActiveModules: When true (the default), a module the host disabled makes
    ///     the initializer throw ``FlowTestError/moduleDisabled(_:)`` with the reason.
    public init(
        modules: [any FeatureModule], services: ServiceContainer = ServiceContainer(), instances: [ModuleInstance] = [],
        configuration: HostConfiguration = HostConfiguration(), exhaustive: Bool = true,
        requiresActiveModules: Bool = true, reporter: FailureReporter = .swiftTesting
    ) throws(FlowTestError) {
        host = MarqueeHost.ModuleHost(modules: modules, services: services, instances: instances, configuration: configuration)
        if requiresActiveModules, let disabled = host.modules.first(where: { !$0.isActive }) {
            throw .moduleDisabled(disabled)
        }
        navigation = NavigationFlowTest(coordinator: host.coordinator, tasks: host.tasks, exhaustive: exhaustive, reporter: reporter)
        navigation.afterEachStep = { [unowned host] in _ = host.focusedScreen }
        _ = host.focusedScreen
    }

    // MARK: State

    /// The current navigation state.
    public var state: NavigationState { host.coordinator.state }

    /// The focused screen (created if it was not yet).
    public var focusedScreen: (any Screen)? { host.focusedScreen }

    /// The focused screen as `T`, or nil.
    public func focusedScreen<T>(as type: T.Type) -> T? { host.focusedScreen as? T }

    /// The focused screen as `T`; throws ``FlowTestError/unexpectedScreen(expected:actual:)``
    /// naming what is focused instead, so a test can `try` it and stop at the first surprise:
    ///
    /// ```swift
    /// let options = try flow.requireFocusedScreen(as: AddMovieOptionsScreen.self)
    /// ```
    public func requireFocusedScreen<T>(as type: T.Type) throws(FlowTestError) -> T {
        guard let screen = host.focusedScreen as? T else {
            throw .unexpectedScreen(expected: "\(type)", actual: host.focusedScreen.map { "\(Swift.type(of: $0))" } ?? "nothing")
        }
        return screen
    }

    /// How many changes have not been asserted yet.
    public var unassertedChangeCount: Int { navigation.unassertedChanges.count }

    // MARK: Intents

    /// Opens a deep link. A link that does not resolve is a failure.
    public func open(
        _ url: String, sourceLocation: SourceLocation = #_sourceLocation, assert expected: ((inout FlowState) -> Void)? = nil
    ) {
        navigation.open(url, sourceLocation: sourceLocation, assert: expected)
    }

    /// Presses a key: runs the key command bound to it for the focused entry. A key with no
    /// command, or a command that throws, is a failure.
    public func press(
        _ key: String, sourceLocation: SourceLocation = #_sourceLocation, assert expected: ((inout FlowState) -> Void)? = nil
    ) {
        navigation.step("press(\"\(key)\")", sourceLocation: sourceLocation, assert: expected) {
            if try !host.performKeyCommand(key) {
                fail("no key command is bound to '\(key)' for \(state.focusedEntry?.description ?? "the empty state")", at: sourceLocation)
            }
        }
    }

    /// Goes back (Esc).
    public func back(sourceLocation: SourceLocation = #_sourceLocation, assert expected: ((inout FlowState) -> Void)? = nil) {
        navigation.back(sourceLocation: sourceLocation, assert: expected)
    }

    /// Selects a tab.
    public func selectTab(_ tab: TabID, sourceLocation: SourceLocation = #_sourceLocation, assert expected: ((inout FlowState) -> Void)? = nil) {
        navigation.selectTab(tab, sourceLocation: sourceLocation, assert: expected)
    }

    /// Taps something: runs `action` as one step (assert the state after it with ``expect(sourceLocation:_:)``).
    public func tap(_ label: String, sourceLocation: SourceLocation = #_sourceLocation, _ action: () throws -> Void) {
        navigation.tap(label, sourceLocation: sourceLocation, action)
    }

    /// Selects a row of the focused screen, which must be ``RowSelecting``.
    public func selectRow(
        _ index: Int, sourceLocation: SourceLocation = #_sourceLocation, assert expected: ((inout FlowState) -> Void)? = nil
    ) {
        navigation.step("selectRow(\(index))", sourceLocation: sourceLocation, assert: expected) {
            guard let screen = host.focusedScreen as? any RowSelecting else {
                return fail("the focused screen (\(describeFocused())) does not select rows", at: sourceLocation)
            }
            try screen.selectRow(at: index)
        }
    }

    /// Answers the focused dialog, which must be ``DialogAnswering`` and offer `answer`.
    public func answer(
        _ answer: String, sourceLocation: SourceLocation = #_sourceLocation, assert expected: ((inout FlowState) -> Void)? = nil
    ) {
        navigation.step("answer(\"\(answer)\")", sourceLocation: sourceLocation, assert: expected) {
            guard let dialog = host.focusedScreen as? any DialogAnswering else {
                return fail("the focused screen (\(describeFocused())) is not a dialog", at: sourceLocation)
            }
            guard dialog.answers.contains(answer) else {
                return fail("the dialog offers \(dialog.answers), not \"\(answer)\"", at: sourceLocation)
            }
            try dialog.answer(answer)
        }
    }

    /// Sends an intent through the guards and returns how it ended.
    @discardableResult
    public func send(
        _ intent: NavigationIntent, sourceLocation: SourceLocation = #_sourceLocation,
        assert expected: ((inout FlowState) -> Void)? = nil
    ) -> NavigationOutcome {
        navigation.send(intent, sourceLocation: sourceLocation, assert: expected)
    }

    /// Applies an intent's steps as one transaction, without guards (as a journal records
    /// them). Tests generated by ``FlowTestSource`` use it.
    public func apply(
        _ intent: NavigationIntent, sourceLocation: SourceLocation = #_sourceLocation,
        assert expected: ((inout FlowState) -> Void)? = nil
    ) {
        navigation.step("apply(\(intent))", sourceLocation: sourceLocation, assert: expected) {
            try host.coordinator.transaction(reason: intent.reason) { tx throws(NavigationError) in
                for step in intent.steps { try tx.apply(step) }
            }
        }
    }

    /// Runs code against the host as one step (e.g. calling a routing protocol).
    public func perform(
        _ name: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ body: (MarqueeHost.ModuleHost) throws -> Void, assert expected: ((inout FlowState) -> Void)? = nil
    ) {
        navigation.step(name, sourceLocation: sourceLocation, assert: expected) { try body(host) }
    }

    /// Waits for the work tracked by the host's ``TaskTracker`` (and the tasks it starts),
    /// showing the focused screen in between, but never for a task awaiting a user's answer (a
    /// picker's result). Fails after `timeout`, listing the tasks still running.
    public func settle(
        timeout: Duration = .seconds(60), fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) async {
        await navigation.settle(timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    // MARK: Assertions

    /// Asserts the state: `update` edits the last asserted state into the expected one,
    /// which must equal the actual state. Marks every change so far as asserted.
    public func expect(sourceLocation: SourceLocation = #_sourceLocation, _ update: (inout FlowState) -> Void) {
        navigation.expect(sourceLocation: sourceLocation, update)
    }

    /// Asserts that nothing changed since the last assertion.
    public func expectNoChange(sourceLocation: SourceLocation = #_sourceLocation) {
        navigation.expectNoChange(sourceLocation: sourceLocation)
    }

    /// Checks a condition on the raw state without asserting it exhaustively.
    public func expectState(
        _ condition: (NavigationState) -> Bool, _ message: @autoclosure () -> String = "state condition failed",
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        navigation.expectState(condition, message(), sourceLocation: sourceLocation)
    }

    /// Ends the test: in exhaustive mode, unasserted changes and unfinished tracked tasks
    /// are failures.
    public func finish(sourceLocation: SourceLocation = #_sourceLocation) {
        navigation.finish(sourceLocation: sourceLocation)
    }

    // MARK: Replaying journals

    /// Boots a host with `modules` and puts it in the state a journal recording started from.
    /// Call ``replay(_:)`` to re-run the journal's intents as test steps.
    public convenience init(
        replaying journal: NavigationJournal, modules: [any FeatureModule], services: ServiceContainer = ServiceContainer(),
        configuration: HostConfiguration = HostConfiguration(), reporter: FailureReporter = .swiftTesting
    ) throws(FlowTestError) {
        var configuration = configuration
        configuration.seedsTabRoots = false
        try self.init(modules: modules, services: services, configuration: configuration, exhaustive: true, reporter: reporter)
        if case .start(let start)? = journal.events.first {
            do { try host.coordinator.restore(start) } catch { throw .unreadableJournal("the start state does not restore: \(error)") }
            navigation.acceptCurrentState()
            _ = host.focusedScreen
        }
    }

    /// Reads a journal written by `NavigationJournal.encoded()` with the host's route registry.
    public func journal(from data: Data) throws(FlowTestError) -> NavigationJournal {
        do { return try NavigationJournal.decode(data, registry: host.routeRegistry) } catch {
            throw .unreadableJournal(String(describing: error))
        }
    }

    /// Re-runs every recorded intent as a step: each must apply, produce the recorded change
    /// (same entries pushed, removed, presented, dismissed) and leave a focused screen that
    /// its destination factory can make. Each step's state is asserted.
    public func replay(_ journal: NavigationJournal, sourceLocation: SourceLocation = #_sourceLocation) {
        var recorded = journal.changes[...]
        for (index, intent) in journal.intents.enumerated() {
            var failed = false
            navigation.step("replayed step \(index + 1) \(intent)", sourceLocation: sourceLocation) {
                do {
                    try host.coordinator.transaction(reason: intent.reason) { tx throws(NavigationError) in
                        for step in intent.steps { try tx.apply(step) }
                    }
                } catch {
                    failed = true
                    throw error
                }
            }
            if failed { return }
            for change in navigation.unassertedChanges {
                let replayed = ChangeRecord(change)
                guard let expected = recorded.popFirst() else {
                    fail("replayed step \(index + 1) made a change the recording does not have: \(change)", at: sourceLocation)
                    return
                }
                if replayed != expected {
                    fail(
                        "replayed step \(index + 1) (\(intent)) diverged from the recording:\n  recorded: \(expected)\n  replayed: \(replayed)\nActual:\n\(state.description)",
                        at: sourceLocation)
                    return
                }
            }
            if let focused = state.focusedEntry, host.screen(for: focused.id) == nil {
                fail("no screen for the focused entry \(focused) after replayed step \(index + 1)", at: sourceLocation)
            }
            navigation.acceptCurrentState()
        }
        if !recorded.isEmpty {
            fail("the recording has \(recorded.count) more change(s) than the replay produced", at: sourceLocation)
        }
    }

    // MARK: Internals

    private func describeFocused() -> String {
        guard let entry = state.focusedEntry else { return "none" }
        return "\(entry.route)" + (host.screen(for: entry.id).map { " \(type(of: $0))" } ?? "")
    }

    private func fail(_ message: String, at location: SourceLocation) {
        navigation.fail(message, at: location)
    }
}
