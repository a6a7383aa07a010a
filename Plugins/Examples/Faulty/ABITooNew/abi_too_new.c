/* Faulty plugin for tests: built against a future ABI version the host does not know. */
#include <marquee_plugin.h>

static const marquee_plugin_descriptor descriptor = {
    .abi_version = 999,
    .manifest_json = "{\"id\": \"future\", \"name\": \"Future\", \"version\": \"9.0.0\"}",
};

const marquee_plugin_descriptor *marquee_plugin_entry(const marquee_host_api *host) {
    (void)host;
    return &descriptor;
}
