import MarqueeNavigation

/// Tracks the async work screens and key commands start (the engine's tracker, so the host's
/// flow tests and the engine's settle the same way). See ``MarqueeNavigation/TaskTracker``.
public typealias TaskTracker = MarqueeNavigation.TaskTracker
