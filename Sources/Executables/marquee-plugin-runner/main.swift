// marquee-plugin-runner: loads one external plugin library in its own process and serves
// the app's requests over its standard input and output (one socket; see
// docs/plugin-runner-protocol.md). The app starts one runner per plugin, so a plugin that
// crashes or blocks takes down only its runner.
//
// Usage (by the app, not by hand): marquee-plugin-runner <library file name>
// The argument only names the process in `ps`; the app sends the path in its load request.

import MarqueeExternalPlugins

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The channel moves off descriptors 0 and 1, which become /dev/null and standard error:
// whatever the plugin reads or prints never touches the protocol.
let channelDescriptor = dup(STDIN_FILENO)
guard channelDescriptor >= 0 else { exit(70) }
_ = fcntl(channelDescriptor, F_SETFD, FD_CLOEXEC)
let null = open("/dev/null", O_RDWR)
if null >= 0 {
    dup2(null, STDIN_FILENO)
    close(null)
}
dup2(STDERR_FILENO, STDOUT_FILENO)
// Nothing else the app had open (its terminal, its log, other runners' sockets) stays
// within the plugin's reach.
closeInheritedDescriptors(keeping: channelDescriptor)

// The plugin's processes stay the runner's descendants even when they leave its session
// (setsid) and their parent exits; they end with the runner.
ProcessTree.becomeSubreaper()

var session = RunnerSession(channel: RunnerChannelEnd(descriptor: channelDescriptor))
session.run()
ProcessTree.killDescendants(of: getpid())
exit(0)
