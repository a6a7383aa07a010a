/* Faulty plugin for tests: declares an action whose symbol the library does not export. */
#include <marquee_plugin.h>

static const marquee_plugin_descriptor descriptor = {
    .abi_version = MARQUEE_PLUGIN_ABI_VERSION,
    .manifest_json =
        "{\"id\": \"ghost\", \"name\": \"Ghost\", \"version\": \"1.0.0\","
        " \"actions\": ["
        "   {\"id\": \"present\", \"symbol\": \"ghost_present\", \"args\": [], \"returns\": \"i32\"},"
        "   {\"id\": \"vanish\", \"symbol\": \"ghost_vanish\", \"args\": [\"i64\"], \"returns\": \"void\"}"
        " ]}",
};

const marquee_plugin_descriptor *marquee_plugin_entry(const marquee_host_api *host) {
    (void)host;
    return &descriptor;
}

int32_t ghost_present(void) { return 0; }
/* ghost_vanish is deliberately missing. */
