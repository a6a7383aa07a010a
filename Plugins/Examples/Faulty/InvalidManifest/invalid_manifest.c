/* Faulty plugin for tests: the manifest is not valid JSON (missing closing brace). */
#include <marquee_plugin.h>

static const marquee_plugin_descriptor descriptor = {
    .abi_version = MARQUEE_PLUGIN_ABI_VERSION,
    .manifest_json = "{\"id\": \"broken\", \"name\": \"Broken\", \"version\": \"1.0.0\"",
};

const marquee_plugin_descriptor *marquee_plugin_entry(const marquee_host_api *host) {
    (void)host;
    return &descriptor;
}
