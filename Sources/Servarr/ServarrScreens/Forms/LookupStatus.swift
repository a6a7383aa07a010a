/// The line under an add flow's search box (add movie, add series): what the lookup is doing.
///
/// A lookup in flight says so ("Searching for “dune”…") even over the results or the error of
/// the previous one, so that a slow server never looks like a dead key.
public enum LookupStatus {
    /// The status text.
    ///
    /// - Parameters:
    ///   - searching: The term being looked up, or nil when no lookup runs.
    ///   - failure: Why the last lookup failed, or nil.
    ///   - searchedTerm: The term of the results shown, or nil before the first lookup.
    ///   - count: How many results are shown.
    public static func text(searching: String?, failure: String?, searchedTerm: String?, count: Int) -> String {
        if let searching { return "Searching for “\(searching)”…" }
        if let failure { return failure }
        if let searchedTerm { return "\(count) result\(count == 1 ? "" : "s") for “\(searchedTerm)”" }
        return "Type a title and press Enter"
    }
}
