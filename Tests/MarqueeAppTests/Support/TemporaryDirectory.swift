import Foundation

/// A fresh folder under the system's temporary folder, removed when released.
final class TemporaryDirectory {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "marquee-app-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func write(_ text: String, to name: String) throws -> String {
        let file = path + "/" + name
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    func contents(_ name: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: path + "/" + name))?.sorted() ?? []
    }

    func mode(of file: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: file)
        return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }
}
