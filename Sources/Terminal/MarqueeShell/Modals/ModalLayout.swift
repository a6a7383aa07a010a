import MarqueeNavigation
import MarqueeTerminal

/// Where modals are drawn (see docs/adr/shell-modal-layout.md).
///
/// The screen is: row 0 tab bar, row 1 breadcrumb, the content, and the last row the footer.
/// Modals are laid out in the *modal area*: everything between the tab bar and the footer,
/// so the footer always shows the focused modal's keys.
/// - Large sheets take about 90 % × 85 % of the terminal, medium sheets about 70 % × 50 %,
///   centred in the modal area, with a border whose title is the modal's breadcrumb.
/// - Full-screen modals cover the whole modal area (breadcrumb row included).
/// - Alerts are about 50 columns wide and 9 rows high, centred.
public enum ModalLayout {
    /// The area modals are laid out in, for a terminal of `size`.
    public static func modalArea(in size: Size) -> Rect {
        Rect(x: 0, y: 1, width: size.width, height: max(0, size.height - 2))
    }

    /// The frame of a modal of `style` on a terminal of `size`.
    public static func frame(for style: ModalStyle, in size: Size) -> Rect {
        let area = modalArea(in: size)
        switch style {
        case .fullScreen:
            return area
        case .sheet(let detents):
            let detent = detents.first ?? .large
            let (widthShare, heightShare) = detent == .large ? (0.90, 0.85) : (0.70, 0.50)
            let width = min(area.width, Int((Double(size.width) * widthShare).rounded()))
            let height = min(area.height, Int((Double(size.height) * heightShare).rounded()))
            return area.centered(Size(width: width, height: height))
        case .alert:
            let width = min(area.width - 2, 50)
            let height = min(area.height, 9)
            return area.centered(Size(width: max(0, width), height: max(0, height)))
        }
    }

    /// The frame of a modal of `style` presented over a sheet framed `sheetBelow` (a picker
    /// opened from the add sheet): a sheet that would cover the one below is laid out inside
    /// it, 3 columns and 1 row in, so the sheet that asked keeps its border and title around it
    /// (modal over modal, not in its place); a smaller sheet keeps its own frame, and none
    /// shrinks below 20×5.
    public static func frame(for style: ModalStyle, in size: Size, over sheetBelow: Rect?) -> Rect {
        let frame = frame(for: style, in: size)
        guard case .sheet = style, let below = sheetBelow else { return frame }
        let isInside = frame.minX > below.minX && frame.maxX < below.maxX && frame.minY > below.minY && frame.maxY < below.maxY
        guard !isInside else { return frame }
        let columns = min(3, max(0, (below.width - 20) / 2))
        let rows = min(1, max(0, (below.height - 5) / 2))
        return below.inset(top: rows, left: columns, bottom: rows, right: columns)
    }
}
