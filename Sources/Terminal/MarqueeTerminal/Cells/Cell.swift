/// One cell of the terminal grid.
///
/// A wide character (CJK, emoji) occupies two cells: the first holds the character with
/// `width == 2`, the second is a *continuation* cell (`width == 0`) that is never written
/// on its own. Combining marks are part of the grapheme cluster in `character`.
public struct Cell: Hashable, Sendable {
    /// The grapheme cluster shown in this cell (a space for blank and continuation cells).
    public var character: Character
    /// Display width: 1 or 2 for a leading cell, 0 for the continuation of a wide character.
    public var width: UInt8
    /// Colours and attributes.
    public var style: Style

    /// Creates a cell.
    public init(_ character: Character, width: UInt8 = 1, style: Style = .plain) {
        self.character = character
        self.width = width
        self.style = style
    }

    /// A blank cell in `style`.
    public static func blank(_ style: Style = .plain) -> Cell { Cell(" ", width: 1, style: style) }

    /// The second half of a wide character.
    public static func continuation(_ style: Style) -> Cell { Cell(" ", width: 0, style: style) }

    /// Whether this is the second half of a wide character.
    public var isContinuation: Bool { width == 0 }

    @inlinable
    public static func == (lhs: Cell, rhs: Cell) -> Bool {
        lhs.width == rhs.width && lhs.style == rhs.style && lhs.character == rhs.character
    }
}
