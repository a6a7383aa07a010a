/*
 * Faulty plugin for tests: the action "wait" never returns. It loads fine, and its
 * "ping" action answers, until "wait" is called. The app must give up on "wait" at
 * its deadline, stop the runner and keep its own UI responsive.
 */
#include <marquee_plugin.h>
#include <unistd.h>

static const char manifest[] =
    "{"
    "\"id\": \"stuck\", \"name\": \"Stuck\", \"version\": \"1.0.0\","
    "\"routes\": [{\"pattern\": \"/stuck\", \"screen\": \"waiting\"}],"
    "\"screens\": [{\"id\": \"waiting\", \"kind\": \"detail\", \"title\": \"Waiting\","
    "               \"fields\": [{\"key\": \"note\", \"label\": \"Note\", \"type\": \"string\","
    "                            \"default\": \"runs forever\"}],"
    "               \"actions\": [\"wait\", \"ping\"]}],"
    "\"actions\": ["
    "  {\"id\": \"wait\", \"symbol\": \"stuck_wait\", \"args\": [], \"returns\": \"i32\"},"
    "  {\"id\": \"ping\", \"symbol\": \"stuck_ping\", \"args\": [], \"returns\": \"string\"}"
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

int32_t stuck_wait(void) {
    for (;;) pause();
}

const char *stuck_ping(void) { return "pong"; }
