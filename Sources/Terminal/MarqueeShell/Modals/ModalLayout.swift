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
}
