// terminal-demo: a list of films with CJK titles and a sheet-style box over a dimmed
// parent, drawn by MarqueeTerminal on the real terminal through ncurses.
//
// Keys: j/k or arrows move, Enter opens the sheet, Esc closes it, Tab/Shift-Tab switch
// tabs, t cycles the theme, q quits (restoring the terminal).
import MarqueeTerminal

#if canImport(Glibc)
import Glibc
#endif

struct Film {
    var title: String
    var year: String
    var director: String
    var overview: String
}

let films = [
    Film(
        title: "千と千尋の神隠し", year: "2001", director: "宮崎駿",
        overview: "A girl wanders into a world ruled by gods, witches and spirits."),
    Film(
        title: "Amélie", year: "2001", director: "Jean-Pierre Jeunet",
        overview: "A shy waitress decides to change the lives of those around her."),
    Film(
        title: "기생충 Parasite", year: "2019", director: "봉준호",
        overview: "Greed and class discrimination threaten a newly formed symbiotic relationship."),
    Film(
        title: "英雄 Hero", year: "2002", director: "张艺谋",
        overview: "A defense officer, Nameless, is summoned by the King of Qin."),
    Film(
        title: "Arrival", year: "2016", director: "Denis Villeneuve",
        overview: "A linguist works with the military to communicate with alien lifeforms."),
    Film(
        title: "君の名は。 Your Name", year: "2016", director: "新海誠",
        overview: "Two strangers find themselves linked in a bizarre way."),
]

let tabs = ["映画 Movies", "シリーズ Series", "設定 Settings"]
let hints = "j/k move  Enter open  Esc close  Tab switch  t theme  q quit"

struct DemoState {
    var list = ListState(itemCount: films.count)
    var tab = 0
    var sheetOpen = false
    var themeIndex = 0
}

func draw(_ state: DemoState, in canvas: inout Canvas) {
    let theme = canvas.theme
    let (tabRow, rest) = canvas.bounds.splitTop(1)
    let (body, footer) = rest.splitBottom(1)
    canvas.draw(TabBar(titles: tabs, selected: state.tab), in: tabRow)
    canvas.drawBox(body, title: "ライブラリ Library")
    canvas.draw(
        ListView(state: state.list) { index in
            ListRow(films[index].title, detail: films[index].year)
        }, in: body.inset(by: 1))
    canvas.write(hints, at: footer.origin, width: footer.width, style: theme.muted)
    if state.sheetOpen {
        let film = films[state.list.selection]
        canvas.dim()
        let sheet = canvas.bounds.centered(Size(width: min(60, canvas.size.width - 4), height: 10))
        let inner = canvas.drawBox(sheet, title: film.title, fill: theme.normal)
        canvas.draw(
            DetailView(sections: [
                DetailSection(
                    "",
                    rows: [
                        DetailRow("Year", film.year),
                        DetailRow("Director", film.director),
                        DetailRow("Overview", film.overview),
                    ])
            ]), in: inner.inset(left: 1, right: 1))
    }
}

NcursesTerminal.installSignalHandlers()
let terminal: NcursesTerminal
do {
    terminal = try NcursesTerminal()
} catch {
    print("terminal-demo: \(error)")
    exit(1)
}
let renderer = Renderer(backend: terminal)
var state = DemoState()

loop: while true {
    renderer.theme = Theme.all[state.themeIndex]
    renderer.render { draw(state, in: &$0) }
    // With no timeout, nil means the terminal is gone (e.g. hangup): stop.
    guard let key = terminal.readKey(timeout: nil) else { break loop }
    switch key {
    case .character("q"):
        break loop
    case .resize:
        continue
    case .control("l"):
        renderer.invalidate()
    case .character("t"):
        state.themeIndex = (state.themeIndex + 1) % Theme.all.count
    case .tab, .backTab:
        state.tab = TabBar.index(after: state.tab, count: tabs.count, forward: key == .tab)
    case .enter where !state.sheetOpen:
        state.sheetOpen = true
    case .escape where state.sheetOpen:
        state.sheetOpen = false
    default:
        if !state.sheetOpen { _ = state.list.handle(key) }
    }
}
terminal.shutdown()
terminal.shutdown()  // safe to call twice
print("terminal-demo: bye")
