import Testing

extension TmuxSession {
    /// Starts `marquee --demo` in this session with a scratch folder for its home and state,
    /// waits for the Radarr library, and runs `body` with the folder; then kills the tmux
    /// server and removes the folder.
    func withDemo(columns: Int = 80, rows: Int = 24, _ body: (ScratchFolder) throws -> Void) throws {
        let folder = try ScratchFolder()
        defer {
            run(["kill-server"])
            folder.remove()
        }
        startMarquee(base: folder.path, arguments: "--demo", columns: columns, rows: rows)
        _ = waitFor("230 movies")
        try body(folder)
    }

    /// Quits Marquee with `q` (expecting a clean exit) and starts `marquee --demo` again on
    /// `folder`, for tests of what a restart restores.
    func restartDemo(in folder: ScratchFolder) {
        send("q")
        #expect(waitFor("MARQUEE-EXITED-").contains("MARQUEE-EXITED-0"))
        run(["kill-session", "-t", name])
        startMarquee(base: folder.path, arguments: "--demo")
    }
}
