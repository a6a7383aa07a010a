/*
 * Faulty plugin for tests: the action "spawn" leaves a process behind that escaped its
 * runner's process group and session: a child calls setsid() and forks a grandchild that
 * sleeps forever, then exits. The action returns the grandchild's pid. The app must end
 * the grandchild with the runner.
 */
#include <marquee_plugin.h>
#include <signal.h>
#include <stdint.h>
#include <sys/wait.h>
#include <unistd.h>

static const char manifest[] =
    "{"
    "\"id\": \"stray\", \"name\": \"Stray\", \"version\": \"1.0.0\","
    "\"routes\": [{\"pattern\": \"/stray\", \"screen\": \"main\"}],"
    "\"screens\": [{\"id\": \"main\", \"kind\": \"detail\", \"title\": \"Stray\","
    "               \"fields\": [{\"key\": \"note\", \"label\": \"Note\", \"type\": \"string\","
    "                            \"default\": \"leaves a process behind\"}],"
    "               \"actions\": [\"spawn\"]}],"
    "\"actions\": ["
    "  {\"id\": \"spawn\", \"symbol\": \"stray_spawn\", \"args\": [], \"returns\": \"i64\"}"
    "]"
    "}";

static const marquee_plugin_descriptor descriptor = {
    .abi_version = MARQUEE_PLUGIN_ABI_VERSION,
    .manifest_json = manifest,
};

const marquee_plugin_descriptor *marquee_plugin_entry(const marquee_host_api *host) {
    (void)host;
    return &descriptor;
}

int64_t stray_spawn(void) {
    int handoff[2];
    if (pipe(handoff) != 0) return -1;
    pid_t child = fork();
    if (child < 0) return -1;
    if (child == 0) {
        close(handoff[0]);
        setsid();
        pid_t grandchild = fork();
        if (grandchild == 0) {
            close(handoff[1]);
            for (;;) pause();
        }
        int64_t value = grandchild;
        (void)!write(handoff[1], &value, sizeof(value));
        _exit(0);
    }
    close(handoff[1]);
    int64_t grandchild = -1;
    if (read(handoff[0], &grandchild, sizeof(grandchild)) != sizeof(grandchild)) grandchild = -1;
    close(handoff[0]);
    waitpid(child, NULL, 0);
    return grandchild;
}
