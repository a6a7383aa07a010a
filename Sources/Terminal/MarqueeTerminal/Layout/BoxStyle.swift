/// The line characters used to draw a box.
public struct BoxStyle: Hashable, Sendable {
    /// Top-left corner.
    public var topLeft: Character
    /// Top-right corner.
    public var topRight: Character
    /// Bottom-left corner.
    public var bottomLeft: Character
    /// Bottom-right corner.
    public var bottomRight: Character
    /// Top and bottom edges.
    public var horizontal: Character
    /// Left and right edges.
    public var vertical: Character

    /// Creates a box style from its six characters.
    public init(
        topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character,
        horizontal: Character, vertical: Character
    ) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Light lines with square corners: ┌─┐.
    public static let single = BoxStyle(
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
        horizontal: "─", vertical: "│")
    /// Light lines with rounded corners: ╭─╮.
    public static let rounded = BoxStyle(
        topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯",
        horizontal: "─", vertical: "│")
    /// Heavy lines: ┏━┓.
    public static let heavy = BoxStyle(
        topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛",
        horizontal: "━", vertical: "┃")
    /// Double lines: ╔═╗.
    public static let double = BoxStyle(
        topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝",
        horizontal: "═", vertical: "║")
    /// Plain ASCII: +-+.
    public static let ascii = BoxStyle(
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
        horizontal: "-", vertical: "|")
}
