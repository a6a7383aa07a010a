import Foundation
import Logging
import MarqueeApp

/// Sends every log line to the rolling file in the state folder, never to the terminal.
enum AppLogging {
    static func bootstrap(environment: [String: String]) -> Logger {
        if let file = LogFile(environment: environment) {
            LoggingSystem.bootstrap { label in LogFileHandler(label: label, file: file) }
        } else {
            LoggingSystem.bootstrap { _ in SwiftLogNoOpLogHandler() }
        }
        return Logger(label: "marquee")
    }
}
