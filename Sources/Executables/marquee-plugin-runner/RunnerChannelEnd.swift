import MarqueeExternalPlugins

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The runner's end of the channel: blocking sends and receives of whole messages. The
/// app's deadlines bound how long the runner may take, so the runner itself waits forever;
/// when the app goes away the channel closes and the runner exits.
struct RunnerChannelEnd: Sendable {
    /// The longest request the runner accepts (screen data is small; this only bounds a
    /// broken peer).
    static let requestLimit = 64 << 20

    private let channel: RunnerChannel

    init(descriptor: Int32) {
        channel = RunnerChannel(descriptor: descriptor)
    }

    /// The next request, or nil when the app closed the channel or sent something invalid.
    func receive() -> RunnerRequest? {
        guard let payload = try? channel.receive(limit: Self.requestLimit, until: nil) else { return nil }
        return try? RunnerCoding.decode(RunnerRequest.self, from: payload)
    }

    /// Sends a reply; exits the runner if the app is gone (nobody is left to serve).
    func send(_ reply: RunnerReply) {
        do {
            try channel.send(try RunnerCoding.encode(reply), until: nil)
        } catch {
            exit(0)
        }
    }
}
