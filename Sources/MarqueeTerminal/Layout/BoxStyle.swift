/// The line characters used to draw a box.
public struct BoxStyle: Hashable, Sendable {
    public var topLeft: Character
    public var topRight: Character
    public var bottomLeft: Character
    public var bottomRight: Character
    public var horizontal: Character
    public var vertical: Character

    /// Creates a box style from its six characters.
    public init(topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character,
                horizontal: Character, vertical: Character) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Light lines with square corners: ┌─┐.
    public static let single = BoxStyle(topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
                                        horizontal: "─", vertical: "│")
    /// Light lines with rounded corners: ╭─╮.
    public static let rounded = BoxStyle(topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯",
                                         horizontal: "─", vertical: "│")
    /// Heavy lines: ┏━┓.
    public static let heavy = BoxStyle(topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛",
                                       horizontal: "━", vertical: "┃")
    /// Double lines: ╔═╗.
    public static let double = BoxStyle(topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝",
                                        horizontal: "═", vertical: "║")
    /// Plain ASCII: +-+.
    public static let ascii = BoxStyle(topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
                                       horizontal: "-", vertical: "|")
}
