import MarqueeNavigation
import Testing

/// A headless, deterministic flow test of a bare ``NavigationCoordinator``: no host, no
/// screens, only the engine. Each step is an action a user or the app takes; the state after
/// it is asserted as a change from the last asserted state (``FlowState``).
///
/// ```swift
/// let flow = NavigationFlowTest(coordinator: app.coordinator, tasks: app.tasks)
/// flow.tap("Characters") { try app.router.push(.character(id: 1)) }
/// flow.expect { $0.push(CharactersRoute.character(id: 1)) }
/// flow.selectTab("episodes") { $0.selectTab("episodes") }
/// await flow.settle()
/// flow.finish()
/// ```
///
/// Every step goes through the guards (it calls the coordinator's operations). In exhaustive
/// mode (the default) every state change must be asserted: a step taken while the previous
/// step's changes are unasserted, or finishing with unasserted changes or running tasks, is a
/// failure. Failures show the expected and actual states. The host's kit (`MarqueeTesting`)
/// builds on this one.
@MainActor
public final class NavigationFlowTest {
    /// The coordinator under test.
    public let coordinator: NavigationCoordinator
    /// The async work the flow waits for in ``settle(timeout:fileID:filePath:line:column:)``.
    public let tasks: TaskTracker
    /// Whether unasserted changes fail the test.
    public let isExhaustive: Bool
    /// Called after every step and while settling (a host shows the focused screen, which may
    /// start loading work).
    public var afterEachStep: (@MainActor () -> Void)?
    private let reporter: FailureReporter
    /// The state the expectations start from.
    private var asserted: FlowState
    /// Changes since the last assertion.
    public private(set) var unassertedChanges: [NavigationChange] = []
    /// The last step taken, for messages.
    public private(set) var lastAction = "start"
    private var finished = false

    /// A flow test over `coordinator`, waiting for the work of `tasks`.
    public init(
        coordinator: NavigationCoordinator, tasks: TaskTracker = TaskTracker(), exhaustive: Bool = true,
        reporter: FailureReporter = .swiftTesting
    ) {
        self.coordinator = coordinator
        self.tasks = tasks
        isExhaustive = exhaustive
        self.reporter = reporter
        asserted = FlowState(coordinator.state, declarations: coordinator.routeDeclarations)
        coordinator.observe { [weak self] change in self?.unassertedChanges.append(change) }
    }

    /// The current navigation state.
    public var state: NavigationState { coordinator.state }

    // MARK: Steps

    /// Taps something: runs `action` (which navigates through a router or the coordinator) as
    /// one step. An error it throws is a failure.
    public func tap(_ label: String, sourceLocation: SourceLocation = #_sourceLocation, _ action: () throws -> Void) {
        step("tap(\"\(label)\")", sourceLocation: sourceLocation, action)
    }

    /// Runs `action` as one step, named `name` in messages. An error it throws is a failure.
    public func perform(_ name: String, sourceLocation: SourceLocation = #_sourceLocation, _ action: () throws -> Void) {
        step(name, sourceLocation: sourceLocation, action)
    }

    /// Selects a tab, as the user does.
    public func selectTab(_ tab: TabID, sourceLocation: SourceLocation = #_sourceLocation, assert expected: ((inout FlowState) -> Void)? = nil) {
        step("selectTab(\"\(tab)\")", sourceLocation: sourceLocation, assert: expected) { try coordinator.selectTab(tab) }
    }

    /// Goes back, as the user does (a back button, Esc, a swipe).
    public func back(sourceLocation: SourceLocation = #_sourceLocation, assert expected: ((inout FlowState) -> Void)? = nil) {
        step("back()", sourceLocation: sourceLocation, assert: expected) {
            if case .intercepted(let error) = coordinator.back() { throw error }
        }
    }

    /// Opens a deep link. A link that does not resolve, or that a guard does not let through,
    /// is a failure.
    public func open(_ url: String, sourceLocation: SourceLocation = #_sourceLocation, assert expected: ((inout FlowState) -> Void)? = nil) {
        step("open(\"\(url)\")", sourceLocation: sourceLocation, assert: expected) { try coordinator.open(url) }
    }

    /// Sends an intent through the guards and returns how it ended (an invalid intent is a
    /// failure; a guard's answer is not).
    @discardableResult
    public func send(
        _ intent: NavigationIntent, sourceLocation: SourceLocation = #_sourceLocation, assert expected: ((inout FlowState) -> Void)? = nil
    ) -> NavigationOutcome {
        var outcome = NavigationOutcome.applied(nil)
        step("send(\(intent))", sourceLocation: sourceLocation, assert: expected) {
            outcome = coordinator.navigate(intent)
            if case .failed(let error) = outcome { throw error }
        }
        return outcome
    }

    /// Runs `action` as one step named `name`: the previous step's changes must have been
    /// asserted (in exhaustive mode), an error `action` throws is a failure, and `expected`
    /// (when given) asserts the state after it. The primitive the other steps, and kits built
    /// on this one, use.
    public func step(
        _ name: String, sourceLocation: SourceLocation = #_sourceLocation, assert expected: ((inout FlowState) -> Void)? = nil,
        _ action: () throws -> Void
    ) {
        begin(name, at: sourceLocation)
        do { try action() } catch { fail("\(name) failed: \(error)", at: sourceLocation) }
        afterEachStep?()
        if let expected { expect(sourceLocation: sourceLocation, expected) }
    }

    /// Waits for navigation and loading work: every task of ``tasks`` (and the tasks they
    /// start) runs until it ends or waits for a user's answer (a presented picker's result).
    /// A task awaiting an answer is never waited for. When work is still running after
    /// `timeout`, the test fails listing it.
    /// (The location is taken from `#fileID`… rather than `#_sourceLocation`, so that callers
    /// need not import Testing.)
    public func settle(
        timeout: Duration = .seconds(60), fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) async {
        let sourceLocation = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        repeat {
            let stuck = await tasks.settle(timeout: timeout)
            if !stuck.isEmpty {
                fail("settle() gave up after \(timeout); still running: \(stuck.joined(separator: ", "))", at: sourceLocation)
                return
            }
            afterEachStep?()
        } while tasks.busyCount > 0
    }

    // MARK: Assertions

    /// Asserts the state: `update` edits the last asserted state into the expected one,
    /// which must equal the actual state. Marks every change so far as asserted.
    public func expect(sourceLocation: SourceLocation = #_sourceLocation, _ update: (inout FlowState) -> Void) {
        var expected = asserted
        update(&expected)
        let actual = FlowState(state)
        if expected != actual {
            fail(
                """
                State after \(lastAction) does not match.
                \(FlowState.mismatch(expected: expected, actual: actual))
                Full state:
                \(state.description)
                """, at: sourceLocation)
        }
        acceptCurrentState()
    }

    /// Asserts that nothing changed since the last assertion.
    public func expectNoChange(sourceLocation: SourceLocation = #_sourceLocation) {
        if !unassertedChanges.isEmpty {
            fail("expected no change after \(lastAction), but \(describe(unassertedChanges))", at: sourceLocation)
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
        if !unassertedChanges.isEmpty {
            fail(
                """
                \(unassertedChanges.count) state change(s) after \(lastAction) were not asserted: \(describe(unassertedChanges))
                \(FlowState.mismatch(expected: asserted, actual: FlowState(state)))
                """, at: sourceLocation)
        }
        if tasks.pendingCount > 0 {
            fail(
                "\(tasks.pendingCount) tracked task(s) still running (\(tasks.pendingLabels.joined(separator: ", "))); call settle() before finish()",
                at: sourceLocation)
        }
    }

    /// Takes the current state as asserted and forgets the changes so far.
    public func acceptCurrentState() {
        asserted = FlowState(state, declarations: coordinator.routeDeclarations)
        unassertedChanges.removeAll()
    }

    /// Reports a failure at `location`.
    public func fail(_ message: String, at location: SourceLocation) {
        reporter.report(message, location)
    }

    // MARK: Internals

    private func begin(_ action: String, at location: SourceLocation) {
        if isExhaustive, !unassertedChanges.isEmpty {
            fail(
                """
                \(action) was sent, but the change(s) after \(lastAction) were not asserted: \(describe(unassertedChanges))
                \(FlowState.mismatch(expected: asserted, actual: FlowState(state)))
                """, at: location)
            acceptCurrentState()
        }
        lastAction = action
    }

    private func describe(_ changes: [NavigationChange]) -> String {
        changes.map { "\n  - \($0)" }.joined()
    }
}
