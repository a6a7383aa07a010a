import Testing

/// The suites that drive `marquee` on a real terminal (tmux). Their waits block the thread they run
/// on, so they run one at a time: two at once would hold both cooperative threads of a 2-core
/// machine and starve every other test of the run (their timeouts then fail them).
@Suite(.serialized)
enum TerminalEndToEnd {}
