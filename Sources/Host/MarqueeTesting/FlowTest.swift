import Foundation
import MarqueeHost
import MarqueeNavigation
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
@MainActor
public final class FlowTest {
    /// The host under test.
    public let host: MarqueeHost.ModuleHost
    /// Whether unasserted changes fail the test.
    public let isExhaustive: Bool
    private let reporter: FailureReporter
    /// The state the expectations start from.
    private var asserted: FlowState
    /// Changes since the last assertion.
    private var unasserted: [NavigationChange] = []
    /// The last action sent, for messages.
    private var lastAction = "start"
    private var finished = false

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
        isExhaustive = exhaustive
        self.reporter = reporter
        asserted = FlowState(host.coordinator.state)
        host.coordinator.observe { [weak self] change in self?.unasserted.append(change) }
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
    public var unassertedChangeCount: Int { unasserted.count }

    // MARK: Intents

    /// Opens a deep link. A link that does not resolve is a failure.
    public func open(
        _ url: String, sourceLocation: SourceLocation = #_sourceLocation, assert expected: ((inout FlowState) -> Void)? = nil
    ) {
        begin("open(\"\(url)\")", at: sourceLocation)
        do {
            try host.coordinator.open(url)
        } catch {
            fail("open(\"\(url)\") failed: \(error)", at: sourceLocation)
        }
        end(expected, at: sourceLocation)
    }

    /// Presses a key: runs the key command bound to it for the focused entry. A key with no
    /// command, or a command that throws, is a failure.
    public func press(
        _ key: String, sourceLocation: SourceLocation = #_sourceLocation, assert expected: ((inout FlowState) -> Void)? = nil
    ) {
        begin("press(\"\(key)\")", at: sourceLocation)
        do {
            if try !host.performKeyCommand(key) {
                fail("no key command is bound to '\(key)' for \(state.focusedEntry?.description ?? "the empty state")", at: sourceLocation)
            }
        } catch {
            fail("the command for '\(key)' failed: \(error)", at: sourceLocation)
        }
        end(expected, at: sourceLocation)
    }

    /// Goes back (Esc).
    public func back(sourceLocation: SourceLocation = #_sourceLocation, assert expected: ((inout FlowState) -> Void)? = nil) {
        begin("back()", at: sourceLocation)
        host.coordinator.back()
        end(expected, at: sourceLocation)
    }

    /// Selects a row of the focused screen, which must be ``RowSelecting``.
    public func selectRow(
        _ index: Int, sourceLocation: SourceLocation = #_sourceLocation, assert expected: ((inout FlowState) -> Void)? = nil
    ) {
        begin("selectRow(\(index))", at: sourceLocation)
        if let screen = host.focusedScreen as? any RowSelecting {
            do { try screen.selectRow(at: index) } catch { fail("selectRow(\(index)) failed: \(error)", at: sourceLocation) }
        } else {
            fail("the focused screen (\(describeFocused())) does not select rows", at: sourceLocation)
        }
        end(expected, at: sourceLocation)
    }

    /// Answers the focused dialog, which must be ``DialogAnswering`` and offer `answer`.
    public func answer(
        _ answer: String, sourceLocation: SourceLocation = #_sourceLocation, assert expected: ((inout FlowState) -> Void)? = nil
    ) {
        begin("answer(\"\(answer)\")", at: sourceLocation)
        if let dialog = host.focusedScreen as? any DialogAnswering {
            if dialog.answers.contains(answer) {
                do { try dialog.answer(answer) } catch { fail("answer(\"\(answer)\") failed: \(error)", at: sourceLocation) }
            } else {
                fail("the dialog offers \(dialog.answers), not \"\(answer)\"", at: sourceLocation)
            }
        } else {
            fail("the focused screen (\(describeFocused())) is not a dialog", at: sourceLocation)
        }
        end(expected, at: sourceLocation)
    }

    /// Sends an intent through the guards and returns how it ended.
    @discardableResult
    public func send(
        _ intent: NavigationIntent, sourceLocation: SourceLocation = #_sourceLocation,
        assert expected: ((inout FlowState) -> Void)? = nil
    ) async -> NavigationOutcome {
        begin("send(\(intent))", at: sourceLocation)
        let outcome = await host.coordinator.navigate(intent)
        if case .failed(let error) = outcome { fail("send(\(intent)) failed: \(error)", at: sourceLocation) }
        end(expected, at: sourceLocation)
        return outcome
    }

    /// Applies an intent's steps as one transaction, without guards (as a journal records
    /// them). Tests generated by ``FlowTestSource`` use it.
    public func apply(
        _ intent: NavigationIntent, sourceLocation: SourceLocation = #_sourceLocation,
        assert expected: ((inout FlowState) -> Void)? = nil
    ) {
        begin("apply(\(intent))", at: sourceLocation)
        do {
            try host.coordinator.transaction(reason: intent.reason) { tx throws(NavigationError) in
                for step in intent.steps { try tx.apply(step) }
            }
        } catch {
            fail("apply(\(intent)) failed: \(error)", at: sourceLocation)
        }
        end(expected, at: sourceLocation)
    }

    /// Runs code against the host as one step (e.g. calling a routing protocol).
    public func perform(
        _ name: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ body: (MarqueeHost.ModuleHost) throws -> Void, assert expected: ((inout FlowState) -> Void)? = nil
    ) {
        begin(name, at: sourceLocation)
        do { try body(host) } catch { fail("\(name) failed: \(error)", at: sourceLocation) }
        end(expected, at: sourceLocation)
    }

    /// Waits until every task tracked by the host's ``TaskTracker`` has finished (including
    /// tasks they start), then shows the focused screen. No sleeping: the tracked tasks are
    /// awaited.
    public func settle() async {
        repeat {
            await host.tasks.settle()
            _ = host.focusedScreen
        } while host.tasks.pendingCount > 0
    }

    // MARK: Assertions

    /// Asserts the state: `update` edits the last asserted state into the expected one,
    /// which must equal the actual state. Marks every change so far as asserted.
    public func expect(sourceLocation: SourceLocation = #_sourceLocation, _ update: (inout FlowState) -> Void) {
        var expected = asserted
        update(&expected)
        check(expected, at: sourceLocation)
    }

    /// Asserts that nothing changed since the last assertion.
    public func expectNoChange(sourceLocation: SourceLocation = #_sourceLocation) {
        if !unasserted.isEmpty {
            fail("expected no change after \(lastAction), but \(describe(unasserted))", at: sourceLocation)
            acceptCurrentState()
        }
    }

    /// Checks a condition on the raw state without asserting it exhaustively.
    public func expectState(
        _ condition: (NavigationState) -> Bool, _ message: @autoclosure () -> String = "state condition failed",
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if !condition(state) { fail("\(message())\nActual:\n\(state.description)", at: sourceLocation) }
    }

    /// Ends the test: in exhaustive mode, unasserted changes and unfinished tracked tasks
    /// are failures.
    public func finish(sourceLocation: SourceLocation = #_sourceLocation) {
        guard !finished else { return }
        finished = true
        guard isExhaustive else { return }
        if !unasserted.isEmpty {
            fail(
                """
                \(unasserted.count) state change(s) after \(lastAction) were not asserted: \(describe(unasserted))
                \(FlowState.mismatch(expected: asserted, actual: FlowState(state)))
                """, at: sourceLocation)
        }
        if host.tasks.pendingCount > 0 {
            fail("\(host.tasks.pendingCount) tracked task(s) still running; call settle() before finish()", at: sourceLocation)
        }
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
            acceptCurrentState()
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
            begin("replayed step \(index + 1) \(intent)", at: sourceLocation)
            do {
                try host.coordinator.transaction(reason: intent.reason) { tx throws(NavigationError) in
                    for step in intent.steps { try tx.apply(step) }
                }
            } catch {
                fail("replayed step \(index + 1) (\(intent)) failed: \(error)", at: sourceLocation)
                return
            }
            for change in unasserted {
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
            acceptCurrentState()
        }
        if !recorded.isEmpty {
            fail("the recording has \(recorded.count) more change(s) than the replay produced", at: sourceLocation)
        }
    }

    // MARK: Internals

    private func begin(_ action: String, at location: SourceLocation) {
        if isExhaustive, !unasserted.isEmpty {
            fail(
                """
                \(action) was sent, but the change(s) after \(lastAction) were not asserted: \(describe(unasserted))
                \(FlowState.mismatch(expected: asserted, actual: FlowState(state)))
                """, at: location)
            acceptCurrentState()
        }
        lastAction = action
    }

    private func end(_ expected: ((inout FlowState) -> Void)?, at location: SourceLocation) {
        _ = host.focusedScreen
        if let expected { expect(sourceLocation: location, expected) }
    }

    private func check(_ expected: FlowState, at location: SourceLocation) {
        let actual = FlowState(state)
        if expected != actual {
            fail(
                """
                State after \(lastAction) does not match.
                \(FlowState.mismatch(expected: expected, actual: actual))
                Full state:
                \(state.description)
                """, at: location)
        }
        acceptCurrentState()
    }

    private func acceptCurrentState() {
        asserted = FlowState(state)
        unasserted.removeAll()
    }

    private func describeFocused() -> String {
        guard let entry = state.focusedEntry else { return "none" }
        return "\(entry.route)" + (host.screen(for: entry.id).map { " \(type(of: $0))" } ?? "")
    }

    private func describe(_ changes: [NavigationChange]) -> String {
        changes.map { "\n  - \($0)" }.joined()
    }

    private func fail(_ message: String, at location: SourceLocation) {
        reporter.report(message, location)
    }
}
