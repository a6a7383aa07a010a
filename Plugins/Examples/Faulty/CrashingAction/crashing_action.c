/* Faulty plugin for tests: the action "crash" dereferences NULL (SIGSEGV). Only its
 * runner dies; the app marks the plugin unresponsive with the signal. */
#include <marquee_plugin.h>

static const char manifest[] =
    "{"
    "\"id\": \"crashy\", \"name\": \"Crashy\", \"version\": \"1.0.0\","
    "\"routes\": [{\"pattern\": \"/crashy\", \"screen\": \"main\"}],"
    "\"screens\": [{\"id\": \"main\", \"kind\": \"detail\", \"title\": \"Crashy\", \"actions\": [\"crash\"]}],"
    "\"actions\": [{\"id\": \"crash\", \"symbol\": \"crashy_crash\", \"args\": [\"i64\"], \"returns\": \"i64\"}]"
    "}";

static const marquee_plugin_descriptor descriptor = {
    .abi_version = MARQUEE_PLUGIN_ABI_VERSION,
    .manifest_json = manifest,
};

const marquee_plugin_descriptor *marquee_plugin_entry(const marquee_host_api *host) {
    (void)host;
    return &descriptor;
}

int64_t crashy_crash(int64_t value) {
    volatile int64_t *nowhere = 0;
    *nowhere = value;
    return *nowhere;
}
