import MarqueeNavigation
import MarqueeTerminal

/// The filter line (`/`) of screens that accept one.
extension Shell {
    func editFilter(with key: Key) {
        guard let id = coordinator.state.focusedEntry?.id else {
            overlay = .none
            return
        }
        var text = filters[id] ?? ""
        switch key {
        case .enter:
            overlay = .none
        case .escape:
            text = ""
            overlay = .none
        case .backspace:
            if !text.isEmpty { text.removeLast() }
        case .character(let character):
            text.append(character)
        default:
            break
        }
        filters[id] = text.isEmpty ? nil : text
    }
}
