import Foundation
import MarqueeNavigation
import MarqueeTerminal
import Synchronization

/// The run loop: keys, changes and animation frames, sleeping in between.
extension Shell {
    // MARK: Run loop

    /// Reads keys and draws until the user quits, the task is cancelled or SIGTERM/SIGHUP asks
    /// the app to stop (``NcursesTerminal/isStopRequested``).
    ///
    /// Between frames it sleeps until something happens: a key (it waits on the backend's input
    /// descriptor; a backend without one is polled every 15 ms), a change a screen announces
    /// through ``display``, the next animation frame (only while a screen read
    /// ``RenderContext/tick``: about ten a second), a toast's end, or the next stop check
    /// (four a second). An idle app draws nothing and uses next to no CPU.
    public func run() async {
        let wake = RunLoopWake()
        display.onInvalidate = { wake.signal() }
        let input = renderer.backend.inputFileDescriptor.map { InputWatcher(fileDescriptor: $0, wake: wake) }
        defer {
            input?.stop()
            display.onInvalidate = nil
        }
        let clock = ContinuousClock()
        render()
        var nextTick = clock.now + Self.tickInterval
        var lastInput = clock.now
        while !Task.isCancelled && !NcursesTerminal.isStopRequested {
            var hadInput = false
            while let key = renderer.backend.readKey(timeout: .zero) {
                hadInput = true
                if handle(key) == .quit { return }
            }
            if hadInput {
                lastInput = clock.now
                input?.didReadInput()
            }
            let now = clock.now
            if isAnimating, now >= nextTick {
                tick += 1
                nextTick = now + Self.tickInterval
                render()
            } else if hadInput || display.needsDisplay || display.drawnToastHasExpired {
                render()
                if !isAnimating { nextTick = now + Self.tickInterval }
            }
            var deadline = now + (input == nil ? .milliseconds(15) : Self.stopCheckInterval)
            if isAnimating { deadline = min(deadline, nextTick) }
            if let expiry = display.toastExpiry { deadline = min(deadline, expiry) }
            // ncurses may hold the start of an escape sequence for a few milliseconds after the
            // bytes were read: look again shortly after input.
            if now - lastInput < .milliseconds(200) { deadline = min(deadline, now + .milliseconds(20)) }
            await wake.wait(until: deadline)
        }
    }

    /// How often an animation advances.
    static let tickInterval: Duration = .milliseconds(100)
    /// How often an idle loop looks whether a signal asked the app to stop.
    static let stopCheckInterval: Duration = .milliseconds(250)
}

/// Wakes the run loop: a key arrived, a screen changed, or a deadline passed.
@MainActor
final class RunLoopWake {
    private var waiting: CheckedContinuation<Void, Never>?
    private var isSignalled = false

    /// Wakes the loop (now, or at once when it next waits).
    func signal() {
        if let waiting {
            self.waiting = nil
            waiting.resume()
        } else {
            isSignalled = true
        }
    }

    /// Sleeps until ``signal()`` or `deadline`.
    func wait(until deadline: ContinuousClock.Instant) async {
        if isSignalled {
            isSignalled = false
            return
        }
        let timer = Task { [weak self] in
            try? await Task.sleep(until: deadline, clock: .continuous)
            guard !Task.isCancelled else { return }
            self?.signal()
        }
        await withCheckedContinuation { waiting = $0 }
        timer.cancel()
        isSignalled = false
    }
}

/// Watches an input descriptor on a thread of its own (`poll`, no reading: ncurses reads on
/// the main actor) and wakes the run loop when it becomes readable, then waits until the loop
/// has read what arrived.
final class InputWatcher: Sendable {
    private let isStopped = Atomic<Bool>(false)
    private let inputRead = DispatchSemaphore(value: 0)

    @MainActor
    init(fileDescriptor: Int32, wake: RunLoopWake) {
        let thread = Thread { [self] in
            while !isStopped.load(ordering: .relaxed) {
                var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
                guard poll(&descriptor, 1, 250) > 0 else { continue }
                if descriptor.revents & Int16(POLLNVAL | POLLERR | POLLHUP) != 0 {
                    // Nothing more will arrive (the terminal closed): let the loop see it, at a calm pace.
                    Thread.sleep(forTimeInterval: 0.25)
                }
                Task { @MainActor in wake.signal() }
                _ = inputRead.wait(timeout: .now() + .milliseconds(250))
            }
        }
        thread.name = "marquee input"
        thread.start()
    }

    /// The loop read the input that woke it: watch again.
    func didReadInput() { inputRead.signal() }

    /// Ends the watching thread (within a quarter of a second).
    func stop() { isStopped.store(true, ordering: .relaxed) }
}
