import CNcurses

extension Key {
    /// Decodes a `KEY_*` code, as returned by `wget_wch` with `KEY_CODE_YES`.
    public init(ncursesKeyCode code: Int32) {
        let f0 = cncurses_key_f0()
        switch code {
        case KEY_UP: self = .up
        case KEY_DOWN: self = .down
        case KEY_LEFT: self = .left
        case KEY_RIGHT: self = .right
        case KEY_PPAGE: self = .pageUp
        case KEY_NPAGE: self = .pageDown
        case KEY_HOME, KEY_A1: self = .home
        case KEY_END, KEY_C1: self = .end
        case KEY_ENTER: self = .enter
        case KEY_BACKSPACE: self = .backspace
        case KEY_DC: self = .delete
        case KEY_IC: self = .insert
        case KEY_BTAB: self = .backTab
        case KEY_RESIZE: self = .resize
        case (f0 + 1)...(f0 + 63): self = .function(Int(code - f0))
        default: self = .unknown(code)
        }
    }

    /// Decodes the result of `wget_wch`: `status` is `OK` for a character (`value` is its
    /// code point) or `KEY_CODE_YES` for a function key (`value` is a `KEY_*` code).
    /// Returns nil for `ERR` (timeout, no key).
    public static func decode(status: Int32, value: UInt32) -> Key? {
        if status == KEY_CODE_YES { return Key(ncursesKeyCode: Int32(bitPattern: value)) }
        if status == OK { return Key(characterCode: value) }
        return nil
    }
}
