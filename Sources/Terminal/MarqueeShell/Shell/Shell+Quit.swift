import MarqueeNavigation
import MarqueeTerminal

/// Quitting, with a confirmation when a form has unsaved input.
extension Shell {
    /// Asks to quit: quits at once unless a live screen has unsaved input, in which case a
    /// confirmation dialog shows first.
    public func requestQuit() -> ShellOutcome {
        guard environment.liveScreens.contains(where: \.hasUnsavedInput) else { return .quit }
        overlay = .confirmQuit(
            DialogState(
                title: "Quit Marquee?",
                message: "A form has unsaved input. Quit and discard it?",
                buttons: ["Quit", "Cancel"], defaultButton: 1, isDestructive: true))
        return .continue
    }
}
