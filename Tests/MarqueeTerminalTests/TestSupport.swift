@testable import MarqueeTerminal

/// Renders `component` alone on a fresh in-memory terminal and returns the terminal.
func screen(width: Int, height: Int, theme: Theme = .dark, _ component: some Component) -> InMemoryTerminal {
    let terminal = InMemoryTerminal(width: width, height: height)
    let renderer = Renderer(backend: terminal, theme: theme)
    renderer.render { $0.draw(component) }
    return terminal
}

/// A list of numbered titles ("Movie 0", "Movie 1", …) of any length.
func numberedList(_ state: ListState) -> ListView {
    ListView(state: state) { ListRow("Movie \($0)") }
}
