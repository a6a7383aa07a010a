/// Defence in depth for log lines: masks anything that looks like an API key (a run of 32 or
/// more hexadecimal characters) even if a caller forgot to wrap it in a ``Secret``.
public enum Redaction {
    /// `text` with every run of ≥ 32 hex characters replaced by ``Secret/mask``.
    public static func redact(_ text: String) -> String {
        var result = ""
        var run = ""
        func flush() {
            result += run.count >= 32 ? Secret.mask : run
            run = ""
        }
        for character in text {
            if character.isHexDigit {
                run.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }
}
