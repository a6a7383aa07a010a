import Foundation
import MarqueeJSON

extension JSONValue {
    /// The value as a request body, written by MarqueeJSON's writer.
    package var requestBody: Data { Data(text) }
}
