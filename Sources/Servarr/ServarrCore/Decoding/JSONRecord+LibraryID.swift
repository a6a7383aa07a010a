extension JSONRecord {
    /// The `id` of a library row or lookup result: a library row without one is skipped (nil,
    /// noted in the log); a lookup result (`required` false) without one reads as 0, "not in
    /// the library".
    package mutating func id(required: Bool) -> Int? {
        required ? id() : (int("id") ?? 0)
    }
}
