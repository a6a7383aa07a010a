// Terminal benchmarks: `swift run -c release terminal-benchmarks`.
//
// A realistic 200×60 screen (tab bar, breadcrumb, table of 1,000 movies showing 56 rows,
// footer of key hints) composed into a cell buffer and diffed against the previous frame.
// Targets: compose + diff ≤ 2 ms per frame; a one-row selection move writes ≤ 2 rows' worth
// of bytes.
import MarqueeTerminal

/// A backend that only counts, so the figures measure the renderer, not a terminal.
final class CountingTerminal: TerminalBackend {
    let size: Size
    var cells = 0
    init(size: Size) { self.size = size }
    func clear() {}
    func write(_ run: ArraySlice<Cell>, at point: Point) { cells += run.count }
    func flush() {}
    func readKey(timeout: Duration?) -> Key? { nil }
}

struct Movie {
    var title: String
    var year: String
    var quality: String
    var size: String
    var status: String
}

let titles = [
    "Alien", "千と千尋の神隠し", "Amélie", "기생충 Parasite", "Arrival", "Blade Runner 2049",
    "君の名は。", "Dune: Part Two", "英雄 Hero", "The Grand Budapest Hotel",
]
let movies = (0..<1000).map { i in
    Movie(
        title: "\(titles[i % titles.count]) \(i)", year: "\(1970 + i % 55)",
        quality: ["HD-1080p", "Ultra-HD", "SD", "HD-720p"][i % 4],
        size: "\(i % 90 + 1).\(i % 10) GB", status: i % 7 == 0 ? "Missing" : "Downloaded")
}
let columns = [
    TableColumn("Title", width: .flex(3, minimum: 20)),
    TableColumn("Year", width: .fixed(4), alignment: .trailing),
    TableColumn("Quality", width: .fixed(10)),
    TableColumn("Size", width: .fixed(8), alignment: .trailing),
    TableColumn("Status", width: .flex(1, minimum: 10)),
]

func drawScreen(_ state: ListState, in canvas: inout Canvas) {
    let (tabs, rest) = canvas.bounds.splitTop(1)
    let (crumb, rest2) = rest.splitTop(1)
    let (body, footer) = rest2.splitBottom(1)
    canvas.draw(TabBar(titles: ["Radarr", "Sonarr", "Explore", "設定 Settings"], selected: 0), in: tabs)
    canvas.write("Radarr › Library", at: crumb.origin, width: crumb.width, style: canvas.theme.muted)
    canvas.draw(
        TableView(columns: columns, state: state) { row, column in
            let movie = movies[row]
            switch column {
            case 0: return movie.title
            case 1: return movie.year
            case 2: return movie.quality
            case 3: return movie.size
            default: return movie.status
            }
        }, in: body)
    canvas.write(
        "↑↓ move  Enter open  / filter  a add  e edit  d delete  ? help  q quit",
        at: footer.origin, width: footer.width, style: canvas.theme.muted)
}

func measure(_ label: String, iterations: Int, _ body: (Int) -> Void) -> Double {
    for i in 0..<10 { body(i) }  // warm up
    var samples: [Double] = []
    samples.reserveCapacity(iterations)
    let clock = ContinuousClock()
    for i in 0..<iterations {
        let elapsed = clock.measure { body(i) }
        samples.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
    }
    samples.sort()
    let mean = samples.reduce(0, +) / Double(samples.count)
    let p50 = samples[samples.count / 2], p99 = samples[samples.count * 99 / 100]
    func ms(_ v: Double) -> String {
        let scaled = Int((v * 1000).rounded())
        return "\(scaled / 1000).\(String(repeating: "0", count: 3 - String(scaled % 1000).count))\(scaled % 1000) ms"
    }
    print("\(label): mean \(ms(mean)), p50 \(ms(p50)), p99 \(ms(p99)) (\(iterations) frames)")
    return mean
}

let size = Size(width: 200, height: 60)
let terminal = CountingTerminal(size: size)
let renderer = Renderer(backend: terminal)
var state = ListState(itemCount: movies.count, pageSize: TableView.itemRows(height: 57, state: ListState()))

print("Frame \(size), table of \(movies.count) movies (56 visible rows)")
let full = renderer.render { drawScreen(state, in: &$0) }
print("Full frame:                \(full)")

_ = state.handle(.down)
let move = renderer.render { drawScreen(state, in: &$0) }
print("One-row selection move:    \(move)")
let averageRow = full.bytes / size.height
print("  cells: \(move.cells) vs 2 rows = \(2 * size.width) -> \(move.cells <= 2 * size.width ? "OK" : "OVER")")
print(
    "  bytes: \(move.bytes) vs 2 × costliest row of a full frame = \(2 * full.maxRowBytes) -> \(move.bytes <= 2 * full.maxRowBytes ? "OK" : "OVER")")
print("  bytes: \(move.bytes) vs 2 × average row of a full frame = \(2 * averageRow) (\(move.bytes * 100 / max(1, 2 * averageRow))%)")
let unchanged = renderer.render { drawScreen(state, in: &$0) }
print("Unchanged frame:           \(unchanged)")

let staticMean = measure("compose + diff, unchanged frame ", iterations: 2000) { _ in
    renderer.render { drawScreen(state, in: &$0) }
}
let moveMean = measure("compose + diff, selection move  ", iterations: 2000) { i in
    _ = state.handle(i % 100 < 50 ? .down : .up)
    renderer.render { drawScreen(state, in: &$0) }
}
let fullMean = measure("compose + full redraw           ", iterations: 500) { _ in
    renderer.invalidate()
    renderer.render { drawScreen(state, in: &$0) }
}
let worst = max(staticMean, moveMean)
print("Target compose + diff ≤ 2 ms: \(worst <= 2 ? "OK" : "OVER")")
_ = fullMean

// Wrapping and cutting huge unbroken text (a queue title or an overview of megabytes without a
// space): what a screen does per frame. One pass, and only as far as what is shown: two lines
// of a 50 MB title cost what they show; the whole of a 1.6 MB overview is wrapped linearly.
print("")
print("Huge unbroken text (median of 5 rounds)")
func timed(_ label: String, _ body: () -> Int) {
    let clock = ContinuousClock()
    var rounds: [Double] = []
    var result = 0
    for _ in 0..<5 {
        let elapsed = clock.measure { result = body() }
        rounds.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15)
    }
    rounds.sort()
    let median = rounds[2]
    print(label + String(repeating: " ", count: max(1, 58 - label.count)) + "\(Int((median * 1000).rounded())) µs  (\(result) lines)")
}
for megabytes in [1, 4, 50] {
    let title = String(repeating: "Amélie.", count: megabytes << 20 / 8)
    timed("\(megabytes) MB title: two lines at 78 columns (activity)") { title.wrapped(toWidth: 78, maximumLines: 2).count }
    timed("\(megabytes) MB title: cut to 78 columns (list row)") { title.truncated(toWidth: 78).isEmpty ? 0 : 1 }
}
let overview = String(repeating: "Amélie.", count: 1_600_000 / 8)
timed("1.6 MB overview: every line at 78 columns (movie detail)") { overview.wrapped(toWidth: 78).count }
