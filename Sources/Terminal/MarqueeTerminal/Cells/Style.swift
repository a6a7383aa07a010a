/// A terminal colour: the terminal's default, or an index into the 256-colour palette
/// (0–7 standard, 8–15 bright, 16–255 the xterm cube and greys).
public enum Color: Hashable, Sendable {
    /// The terminal's own default foreground or background.
    case `default`
    /// A palette index.
    case indexed(UInt8)

    /// Palette colour 0.
    public static let black = Color.indexed(0)
    /// Palette colour 1.
    public static let red = Color.indexed(1)
    /// Palette colour 2.
    public static let green = Color.indexed(2)
    /// Palette colour 3.
    public static let yellow = Color.indexed(3)
    /// Palette colour 4.
    public static let blue = Color.indexed(4)
    /// Palette colour 5.
    public static let magenta = Color.indexed(5)
    /// Palette colour 6.
    public static let cyan = Color.indexed(6)
    /// Palette colour 7.
    public static let white = Color.indexed(7)
    /// Palette colour 8.
    public static let brightBlack = Color.indexed(8)
    /// Palette colour 9.
    public static let brightRed = Color.indexed(9)
    /// Palette colour 10.
    public static let brightGreen = Color.indexed(10)
    /// Palette colour 11.
    public static let brightYellow = Color.indexed(11)
    /// Palette colour 12.
    public static let brightBlue = Color.indexed(12)
    /// Palette colour 13.
    public static let brightMagenta = Color.indexed(13)
    /// Palette colour 14.
    public static let brightCyan = Color.indexed(14)
    /// Palette colour 15.
    public static let brightWhite = Color.indexed(15)
}

/// Text attributes of a cell.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold (or bright) text.
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Faint text.
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Italic text (where the terminal supports it).
    public static let italic = TextAttributes(rawValue: 1 << 2)
    /// Underlined text.
    public static let underline = TextAttributes(rawValue: 1 << 3)
    /// Foreground and background swapped.
    public static let reverse = TextAttributes(rawValue: 1 << 4)
}

/// How a cell looks: foreground, background and attributes.
public struct Style: Hashable, Sendable {
    /// Foreground colour.
    public var foreground: Color
    /// Background colour.
    public var background: Color
    /// Bold, dim, italic, underline, reverse.
    public var attributes: TextAttributes

    /// Creates a style.
    public init(foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default look.
    public static let plain = Style()

    /// This style with extra attributes.
    public func adding(_ extra: TextAttributes) -> Style {
        var copy = self
        copy.attributes.formUnion(extra)
        return copy
    }

    /// This style with another foreground.
    public func foreground(_ color: Color) -> Style {
        var copy = self
        copy.foreground = color
        return copy
    }

    /// This style with another background.
    public func background(_ color: Color) -> Style {
        var copy = self
        copy.background = color
        return copy
    }
}
