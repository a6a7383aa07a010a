import Foundation

/// The width tables are fitted to: `$COLUMNS` when set, else the terminal's width (standard
/// output's window size), else 80.
enum TerminalWidth {
    /// The narrowest and widest widths used.
    static let range = 20...1000

    /// The width for this process.
    static func current(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
        if let text = environment["COLUMNS"], let columns = Int(text.trimmingCharacters(in: .whitespaces)), columns > 0 {
            return min(max(columns, range.lowerBound), range.upperBound)
        }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return min(max(Int(size.ws_col), range.lowerBound), range.upperBound)
        }
        return 80
    }
}
