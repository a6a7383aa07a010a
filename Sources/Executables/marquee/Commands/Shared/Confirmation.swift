import Foundation
import MarqueeApp
import MarqueeNavigation

/// The question a destructive verb asks before it writes: answered by `--yes`, else by the
/// person at the terminal; refused when standard input is not a terminal (a script must say
/// `--yes`).
enum Confirmation {
    /// Returns when the action may go ahead.
    ///
    /// - Parameters:
    ///   - question: What will happen, e.g. `Delete movie 12 "Heat" and its files?`.
    ///   - yes: `--yes` was given.
    ///   - details: Lines shown before the question on a terminal (the files a rename moves),
    ///     each escaped like the question.
    /// - Throws: ``CommandError`` with exit code 2 without `--yes` off a terminal, 1 when the
    ///   answer is not yes.
    static func require(_ question: String, yes: Bool, details: [String] = []) throws(CommandError) {
        if yes { return }
        guard isatty(STDIN_FILENO) == 1 else {
            throw .usage("\(question) Not done: standard input is not a terminal; pass --yes to confirm")
        }
        for line in details {
            try? FileHandle.standardError.write(contentsOf: Data((Redaction.redact(EchoedInput.escaped(line, maximumLength: 4096)) + "\n").utf8))
        }
        // The question may echo a server's text: escaped, like every message (printError).
        try? FileHandle.standardError.write(contentsOf: Data((Redaction.redact(EchoedInput.escaped(question, maximumLength: 4096)) + " [y/N] ").utf8))
        let answer = readLine(strippingNewline: true)?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        guard answer == "y" || answer == "yes" else { throw .runtime("not confirmed; nothing changed") }
    }
}
