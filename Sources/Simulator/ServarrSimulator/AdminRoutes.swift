import Foundation
import HTTPTypes
import Hummingbird

/// The admin endpoint for fault injection (`/__admin/faults`), see ``ServarrSimulator``.
struct AdminRoutes: Sendable {
    struct RuleList: ResponseCodable {
        var rules: [FaultRule]
    }

    let apiKey: String
    let faults: FaultInjector

    func register(on router: Router<BasicRequestContext>, prefix: String) {
        let path = RouterPath("\(prefix)/__admin/faults")
        let apiKey = apiKey
        let faults = faults
        @Sendable func authorize(_ request: Request) throws {
            guard request.headers[HTTPField.Name("X-Api-Key")!] == apiKey else { throw HTTPError(.unauthorized) }
        }
        router.get(path) { request, _ -> RuleList in
            try authorize(request)
            return RuleList(rules: await faults.activeRules())
        }
        router.post(path) { request, context -> RuleList in
            try authorize(request)
            let rule = try await request.decode(as: FaultRule.self, context: context)
            await faults.add(rule)
            return RuleList(rules: await faults.activeRules())
        }
        router.put(path) { request, context -> RuleList in
            try authorize(request)
            let list = try await request.decode(as: RuleList.self, context: context)
            await faults.set(list.rules)
            return list
        }
        router.delete(path) { request, _ -> RuleList in
            try authorize(request)
            await faults.clear()
            return RuleList(rules: [])
        }
    }
}
