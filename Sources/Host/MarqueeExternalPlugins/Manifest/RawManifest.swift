/// The manifest as written in JSON, before validation.
struct RawManifest: Decodable {
    struct Route: Decodable {
        let pattern: String
        let screen: String
    }

    struct Field: Decodable {
        let key: String
        let label: String?
        let type: String
        let required: Bool?
        let `default`: String?
    }

    struct Screen: Decodable {
        let id: String
        let kind: String
        let title: String?
        let fields: [Field]?
        let actions: [String]?
        let submit: String?
    }

    struct Action: Decodable {
        let id: String
        let symbol: String
        let args: [String]
        let returns: String
        let errors: String?
        let params: [String]?
    }

    let id: String
    let name: String?
    let version: String
    let routes: [Route]?
    let screens: [Screen]?
    let actions: [Action]?
}
