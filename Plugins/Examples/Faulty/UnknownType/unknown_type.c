/* Faulty plugin for tests: declares an action argument of a type the ABI does not define. */
#include <marquee_plugin.h>

static const marquee_plugin_descriptor descriptor = {
    .abi_version = MARQUEE_PLUGIN_ABI_VERSION,
    .manifest_json =
        "{\"id\": \"oddity\", \"name\": \"Oddity\", \"version\": \"1.0.0\","
        " \"actions\": ["
        "   {\"id\": \"widen\", \"symbol\": \"oddity_widen\", \"args\": [\"i64\", \"u128\"], \"returns\": \"i32\"}"
        " ]}",
};

const marquee_plugin_descriptor *marquee_plugin_entry(const marquee_host_api *host) {
    (void)host;
    return &descriptor;
}

int32_t oddity_widen(int64_t value, int64_t extra) { return (int32_t)(value + extra); }
