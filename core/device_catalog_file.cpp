#include "core/device_catalog_file.h"

#include "core/json_reader.h"
#include "core/json_writer.h"
#include "core/number_format.h"

#include <cmath>

namespace blab::core {

namespace {

struct Range
{
    double min;
    double max;
};

constexpr Range kTflops{0.001, 1e5};
constexpr Range kMemoryGB{0.01, 1e6};
constexpr Range kBandwidthGBs{0.01, 1e6};
constexpr Range kWatts{0.1, 1e5};
constexpr Range kCardLinkGBs{0.0, 1e5};
constexpr std::size_t kMaxName = 120;
constexpr std::size_t kMaxSource = 400;

std::string rangeText(const Range &r)
{
    return "from " + NumberFormat::significant(r.min, 3) + " to " +
           NumberFormat::significant(r.max, 3);
}

bool inRange(double v, const Range &r)
{
    return std::isfinite(v) && v >= r.min && v <= r.max;
}

// Reads one device object, or says what is wrong with it and on which line.
class DeviceReader
{
public:
    DeviceReader(const JsonValue &object, DeviceSpec &out) : m_object(object), m_out(out) {}

    bool read(int &line, std::string &error)
    {
        static const char *const known[] = {
            "id",         "name",          "fp32_tflops",       "tf32_tflops", "bf16_tflops",
            "fp8_tflops", "memory_gb",     "mem_bandwidth_gbs", "watts",       "pcie_gen",
            "pcie_lanes", "card_link_gbs", "card_link",         "source"};
        for (const auto &member : m_object.members) {
            bool found = false;
            for (const char *k : known)
                found = found || member.first == k;
            if (!found)
                return fail(member.second.line,
                            "unknown field \"" + JsonValue::printable(member.first) + "\"", line,
                            error);
        }
        if (!text("id", true, 64, m_out.id, line, error) ||
            !text("name", true, kMaxName, m_out.name, line, error) ||
            !number("fp32_tflops", kTflops, m_out.fp32Tflops, line, error) ||
            !optionalNumber("tf32_tflops", kTflops, m_out.tf32Tflops, line, error) ||
            !optionalNumber("bf16_tflops", kTflops, m_out.bf16Tflops, line, error) ||
            !optionalNumber("fp8_tflops", kTflops, m_out.fp8Tflops, line, error) ||
            !number("memory_gb", kMemoryGB, m_out.memoryGB, line, error) ||
            !number("mem_bandwidth_gbs", kBandwidthGBs, m_out.memBandwidthGBs, line, error) ||
            !number("watts", kWatts, m_out.watts, line, error) ||
            !text("card_link", false, 60, m_out.cardLinkName, line, error) ||
            !text("source", false, kMaxSource, m_out.source, line, error))
            return false;
        if (!DeviceCatalogFile::isValidId(m_out.id))
            return fail(m_object.find("id")->line,
                        "\"id\" must be 1 to 64 lower-case letters, digits, '_', '-' or '.', "
                        "starting with a letter or digit",
                        line, error);
        double gen = 0, lanes = 0, link = 0;
        if (!optionalNumberValue("pcie_gen", {0, 7}, gen, line, error) ||
            !optionalNumberValue("pcie_lanes", {0, 32}, lanes, line, error) ||
            !optionalNumberValue("card_link_gbs", kCardLinkGBs, link, line, error))
            return false;
        if (gen != std::floor(gen))
            return fail(m_object.find("pcie_gen")->line, "\"pcie_gen\" must be a whole number",
                        line, error);
        if (lanes != 0 && lanes != 1 && lanes != 2 && lanes != 4 && lanes != 8 && lanes != 16 &&
            lanes != 32)
            return fail(m_object.find("pcie_lanes")->line,
                        "\"pcie_lanes\" must be 0, 1, 2, 4, 8, 16 or 32", line, error);
        if ((gen == 0) != (lanes == 0))
            return fail(m_object.line,
                        "\"pcie_gen\" and \"pcie_lanes\" go together: give both or neither", line,
                        error);
        m_out.pcieGen = static_cast<int>(gen);
        m_out.pcieLanes = static_cast<int>(lanes);
        m_out.cardLinkGBs = link;
        return true;
    }

private:
    static bool fail(int at, const std::string &message, int &line, std::string &error)
    {
        line = at;
        error = message;
        return false;
    }

    bool wrongType(const std::string &key, const JsonValue &v, const char *wanted, int &line,
                   std::string &error)
    {
        return fail(v.line,
                    "\"" + key + "\" must be " + wanted + ", not " + JsonValue::typeName(v.type),
                    line, error);
    }

    bool text(const char *key, bool required, std::size_t maxLength, std::string &out, int &line,
              std::string &error)
    {
        const JsonValue *v = m_object.find(key);
        if (!v) {
            if (required)
                return fail(m_object.line, std::string("a device needs \"") + key + "\"", line,
                            error);
            return true;
        }
        if (!v->isString())
            return wrongType(key, *v, "a string", line, error);
        if (required && v->text.empty())
            return fail(v->line, std::string("\"") + key + "\" must not be empty", line, error);
        if (v->text.size() > maxLength)
            return fail(v->line,
                        std::string("\"") + key + "\" is longer than " + std::to_string(maxLength) +
                            " bytes",
                        line, error);
        out = v->text;
        return true;
    }

    bool checkNumber(const std::string &key, const JsonValue &v, const Range &range, int &line,
                     std::string &error)
    {
        if (!v.isNumber())
            return wrongType(key, v, "a number", line, error);
        if (!inRange(v.number, range))
            return fail(v.line,
                        "\"" + key + "\" is " + NumberFormat::significant(v.number, 4) +
                            "; it must be " + rangeText(range),
                        line, error);
        return true;
    }

    bool number(const char *key, const Range &range, double &out, int &line, std::string &error)
    {
        const JsonValue *v = m_object.find(key);
        if (!v)
            return fail(m_object.line, std::string("a device needs \"") + key + "\"", line, error);
        if (!checkNumber(key, *v, range, line, error))
            return false;
        out = v->number;
        return true;
    }

    bool optionalNumber(const char *key, const Range &range, std::optional<double> &out, int &line,
                        std::string &error)
    {
        const JsonValue *v = m_object.find(key);
        if (!v || v->isNull())
            return true;
        if (!checkNumber(key, *v, range, line, error))
            return false;
        out = v->number;
        return true;
    }

    bool optionalNumberValue(const char *key, const Range &range, double &out, int &line,
                             std::string &error)
    {
        std::optional<double> v;
        if (!optionalNumber(key, range, v, line, error))
            return false;
        out = v.value_or(0.0);
        return true;
    }

    const JsonValue &m_object;
    DeviceSpec &m_out;
};

} // namespace

bool DeviceCatalogFile::isValidId(const std::string &id)
{
    if (id.empty() || id.size() > 64)
        return false;
    for (std::size_t i = 0; i < id.size(); ++i) {
        const char c = id[i];
        const bool alnum = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
        if (!alnum && (i == 0 || (c != '_' && c != '-' && c != '.')))
            return false;
    }
    return true;
}

DeviceCatalogFile::Result DeviceCatalogFile::parse(const std::string &text,
                                                   const std::set<std::string> &takenIds)
{
    Result result;
    const auto fail = [&result](int line, const std::string &message) {
        result.devices.clear();
        result.errorLine = line;
        result.error = message;
        return result;
    };
    if (text.size() > kMaxBytes)
        return fail(1, "the file is " + std::to_string(text.size()) +
                           " bytes; a device catalog may be at most " + std::to_string(kMaxBytes));
    JsonValue root;
    JsonReader::Error jsonError;
    if (!JsonReader::parse(text, root, jsonError))
        return fail(jsonError.line, jsonError.message);
    if (!root.isObject())
        return fail(root.line, "the file must hold one JSON object, not " +
                                   std::string(JsonValue::typeName(root.type)));
    for (const auto &member : root.members) {
        if (member.first != "format" && member.first != "version" && member.first != "devices")
            return fail(member.second.line, "unknown field \"" +
                                                JsonValue::printable(member.first) +
                                                "\"; a catalog has format, version and devices");
    }
    const JsonValue *format = root.find("format");
    if (!format || !format->isString() || format->text != kFormat)
        return fail(format ? format->line : root.line,
                    std::string("\"format\" must be \"") + kFormat +
                        "\": this is not a Bottleneck Lab device catalog");
    const JsonValue *version = root.find("version");
    if (!version || !version->isNumber() || version->number != kVersion)
        return fail(version ? version->line : root.line,
                    "\"version\" must be " + std::to_string(kVersion) +
                        "; a newer program may have written this file");
    const JsonValue *devices = root.find("devices");
    if (!devices || !devices->isArray())
        return fail(devices ? devices->line : root.line, "\"devices\" must be a list");
    if (devices->items.size() > kMaxDevices)
        return fail(devices->line, "the catalog lists " + std::to_string(devices->items.size()) +
                                       " devices; at most " + std::to_string(kMaxDevices) +
                                       " are accepted");

    std::set<std::string> seen;
    for (const JsonValue &item : devices->items) {
        if (!item.isObject())
            return fail(item.line, "each device must be an object, not " +
                                       std::string(JsonValue::typeName(item.type)));
        DeviceSpec device;
        int line = 0;
        std::string error;
        if (!DeviceReader(item, device).read(line, error))
            return fail(line, error);
        const int idLine = item.find("id")->line;
        if (takenIds.count(device.id))
            return fail(idLine, "the id \"" + device.id + "\" belongs to a built-in device");
        if (!seen.insert(device.id).second)
            return fail(idLine, "the id \"" + device.id + "\" is used twice");
        result.devices.push_back(std::move(device));
    }
    return result;
}

std::string DeviceCatalogFile::validate(const DeviceSpec &d)
{
    const auto check = [](const char *what, double v, const Range &r) -> std::string {
        if (inRange(v, r))
            return {};
        return std::string(what) + " must be " + rangeText(r);
    };
    if (!isValidId(d.id))
        return "the id must be 1 to 64 lower-case letters, digits, '_', '-' or '.'";
    if (d.name.empty() || d.name.size() > kMaxName)
        return "the name must be 1 to " + std::to_string(kMaxName) + " bytes";
    for (const std::string &problem :
         {check("FP32 TFLOPS", d.fp32Tflops, kTflops),
          d.tf32Tflops ? check("TF32 TFLOPS", *d.tf32Tflops, kTflops) : std::string(),
          d.bf16Tflops ? check("BF16 TFLOPS", *d.bf16Tflops, kTflops) : std::string(),
          d.fp8Tflops ? check("FP8 TFLOPS", *d.fp8Tflops, kTflops) : std::string(),
          check("memory (GB)", d.memoryGB, kMemoryGB),
          check("memory bandwidth (GB/s)", d.memBandwidthGBs, kBandwidthGBs),
          check("power (W)", d.watts, kWatts),
          check("card link (GB/s)", d.cardLinkGBs, kCardLinkGBs)}) {
        if (!problem.empty())
            return problem;
    }
    return {};
}

std::string DeviceCatalogFile::toJson(const std::vector<DeviceSpec> &devices)
{
    // One device per line, so that the line numbers of a later error point at one device.
    std::string out = std::string("{\"format\": \"") + kFormat +
                      "\", \"version\": " + std::to_string(kVersion) + ", \"devices\": [";
    for (std::size_t i = 0; i < devices.size(); ++i) {
        const DeviceSpec &d = devices[i];
        JsonWriter json;
        json.beginObject()
            .field("id", d.id)
            .field("name", d.name)
            .field("fp32_tflops", d.fp32Tflops);
        const std::pair<const char *, const std::optional<double> *> optional[] = {
            {"tf32_tflops", &d.tf32Tflops},
            {"bf16_tflops", &d.bf16Tflops},
            {"fp8_tflops", &d.fp8Tflops}};
        for (const auto &[key, value] : optional) {
            json.key(key);
            if (*value)
                json.value(**value);
            else
                json.null();
        }
        json.field("memory_gb", d.memoryGB)
            .field("mem_bandwidth_gbs", d.memBandwidthGBs)
            .field("watts", d.watts)
            .field("pcie_gen", d.pcieGen)
            .field("pcie_lanes", d.pcieLanes)
            .field("card_link_gbs", d.cardLinkGBs)
            .field("card_link", d.cardLinkName)
            .field("source", d.source)
            .endObject();
        out += (i == 0 ? "\n  " : ",\n  ") + json.str();
    }
    out += devices.empty() ? "]}\n" : "\n]}\n";
    return out;
}

} // namespace blab::core
