// The libraries an app links need no plugin machinery, no terminal and no newer APIs than the
// platforms the manifest declares (docs/adr/0019). Reads `swift package describe --type json`
// (the file named by the first argument) and fails when one of them depends, even transitively,
// on a forbidden target, or when its sources use a forbidden API. Run by
// scripts/check-standalone-engine.sh: `swift - package.json < scripts/check-linkable-libraries.swift`.
import Foundation

let appLinkable = [
    "MarqueeNavigation", "MarqueeNavigationTesting", "MarqueeNavigationSwiftUI", "MarqueeHost", "MarqueeContracts", "MarqueeTesting",
]
let forbidden: Set<String> = [
    "MarqueeExternalPlugins", "MarqueePluginHosting", "CFFI", "CMarqueePlugin", "CProcessTree", "MarqueeTerminal", "MarqueeShell", "CNcurses",
]
let forbiddenSource = ["import Synchronization", "dlopen("]

struct Package: Decodable {
    struct Target: Decodable {
        let name: String
        let path: String
        let sources: [String]?
        let target_dependencies: [String]?
    }
    let path: String
    let targets: [Target]
}

let arguments = CommandLine.arguments.dropFirst()
guard let file = arguments.first, let data = FileManager.default.contents(atPath: file),
    let package = try? JSONDecoder().decode(Package.self, from: data)
else {
    FileHandle.standardError.write(Data("error: cannot read the package description\n".utf8))
    exit(2)
}
let targets = Dictionary(package.targets.map { ($0.name, $0) }) { first, _ in first }
var problems: [String] = []
for name in appLinkable {
    guard let target = targets[name] else {
        problems.append("\(name) is not a target of the package")
        continue
    }
    // Breadth-first over the dependencies, remembering who brought each one in.
    var via: [String: String] = [name: name]
    var queue = [name]
    while !queue.isEmpty {
        let current = queue.removeFirst()
        for dependency in targets[current]?.target_dependencies ?? [] where via[dependency] == nil {
            via[dependency] = current
            queue.append(dependency)
        }
    }
    for bad in forbidden.sorted() where via[bad] != nil {
        var chain = [bad]
        while let last = chain.last, last != name, let parent = via[last] { chain.append(parent) }
        problems.append("\(name) depends on \(bad): \(chain.reversed().joined(separator: " → "))")
    }
    let directory = URL(fileURLWithPath: package.path).appendingPathComponent(target.path)
    for source in target.sources ?? [] {
        let text = (try? String(contentsOf: directory.appendingPathComponent(source), encoding: .utf8)) ?? ""
        for needle in forbiddenSource where text.contains(needle) {
            problems.append("\(target.path)/\(source) uses `\(needle)`, which the declared platforms (macOS 14, iOS 17) lack or an app cannot use")
        }
    }
}
if problems.isEmpty {
    print("standalone engine: the libraries an app links (\(appLinkable.joined(separator: ", "))) need no plugin machinery, no terminal, no newer APIs")
} else {
    for problem in problems { FileHandle.standardError.write(Data("error: \(problem)\n".utf8)) }
    exit(1)
}
