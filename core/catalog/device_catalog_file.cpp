// SPDX-License-Identifier: GPL-3.0-or-later

#include "catalog/device_catalog_file.h"

#include "io/json_document.h"
#include "io/json_writer.h"
#include "io/number_text.h"
#include "io/printable.h"

#include <cmath>

namespace blab::core {

namespace {

using Code = CatalogProblem::Code;

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
constexpr std::size_t kMaxLinkName = 60;

// Plain digits for the numbers a person typed or a range allows: 0.01, 1000000, -24.
std::string number(double v)
{
    return NumberText::general(v, 7);
}

CatalogProblem problem(Code code, std::vector<std::string> args = {})
{
    return {code, std::move(args)};
}

// The range check of one figure, named by its key in the file.
CatalogProblem checkRange(const std::string &key, double v, const Range &r)
{
    if (std::isfinite(v) && v >= r.min && v <= r.max)
        return {};
    return problem(Code::OutOfRange, {key, number(v), number(r.min), number(r.max)});
}

// Reads one device object, or says what is wrong with it and on which line.
class DeviceReader
{
public:
    DeviceReader(const JsonDocument &document, const Json &object, DeviceSpec &out)
        : m_document(document), m_object(object), m_out(out)
    {}

    bool read(int &line, CatalogProblem &error)
    {
        std::string key;
        if (const Json *v = JsonDocument::unknownMember(
                m_object,
                {"id", "name", "fp32_tflops", "tf32_tflops", "bf16_tflops", "fp8_tflops",
                 "memory_gb", "mem_bandwidth_gbs", "watts", "pcie_gen", "pcie_lanes",
                 "card_link_gbs", "card_link", "source"},
                key))
            return fail(m_document.line(*v), problem(Code::UnknownField, {printable(key)}), line,
                        error);
        if (!text("id", true, 64, m_out.id, line, error) ||
            !text("name", true, kMaxName, m_out.name, line, error) ||
            !figure("fp32_tflops", kTflops, m_out.fp32Tflops, line, error) ||
            !optionalFigure("tf32_tflops", kTflops, m_out.tf32Tflops, line, error) ||
            !optionalFigure("bf16_tflops", kTflops, m_out.bf16Tflops, line, error) ||
            !optionalFigure("fp8_tflops", kTflops, m_out.fp8Tflops, line, error) ||
            !figure("memory_gb", kMemoryGB, m_out.memoryGB, line, error) ||
            !figure("mem_bandwidth_gbs", kBandwidthGBs, m_out.memBandwidthGBs, line, error) ||
            !figure("watts", kWatts, m_out.watts, line, error) ||
            !text("card_link", false, kMaxLinkName, m_out.cardLinkName, line, error) ||
            !text("source", false, kMaxSource, m_out.source, line, error))
            return false;
        if (!DeviceCatalogFile::isValidId(m_out.id))
            return fail(lineOf("id"), problem(Code::BadId), line, error);
        double gen = 0, lanes = 0, link = 0;
        if (!optionalValue("pcie_gen", {0, 7}, gen, line, error) ||
            !optionalValue("pcie_lanes", {0, 32}, lanes, line, error) ||
            !optionalValue("card_link_gbs", kCardLinkGBs, link, line, error))
            return false;
        if (gen != std::floor(gen))
            return fail(lineOf("pcie_gen"), problem(Code::PcieGenNotWhole), line, error);
        if (lanes != 0 && lanes != 1 && lanes != 2 && lanes != 4 && lanes != 8 && lanes != 16 &&
            lanes != 32)
            return fail(lineOf("pcie_lanes"), problem(Code::BadLanes), line, error);
        if ((gen == 0) != (lanes == 0))
            return fail(m_document.line(m_object), problem(Code::GenLanesTogether), line, error);
        m_out.pcieGen = static_cast<int>(gen);
        m_out.pcieLanes = static_cast<int>(lanes);
        m_out.cardLinkGBs = link;
        return true;
    }

private:
    static bool fail(int at, CatalogProblem p, int &line, CatalogProblem &error)
    {
        line = at;
        error = std::move(p);
        return false;
    }

    const Json *find(const char *key) const { return JsonDocument::find(m_object, key); }
    // The line of a member that is there.
    int lineOf(const char *key) const { return m_document.line(*find(key)); }

    bool wrongType(const std::string &key, const Json &v, const char *wanted, int &line,
                   CatalogProblem &error)
    {
        return fail(m_document.line(v),
                    problem(Code::WrongType, {key, wanted, JsonDocument::typeId(v)}), line, error);
    }

    bool missing(const char *key, int &line, CatalogProblem &error)
    {
        return fail(m_document.line(m_object), problem(Code::MissingField, {key}), line, error);
    }

    bool text(const char *key, bool required, std::size_t maxLength, std::string &out, int &line,
              CatalogProblem &error)
    {
        const Json *v = find(key);
        if (!v)
            return required ? missing(key, line, error) : true;
        if (!v->is_string())
            return wrongType(key, *v, "string", line, error);
        const std::string &text = v->get_ref<const std::string &>();
        if (required && text.empty())
            return fail(m_document.line(*v), problem(Code::Empty, {key}), line, error);
        if (text.size() > maxLength)
            return fail(m_document.line(*v),
                        problem(Code::TooLong, {key, std::to_string(maxLength)}), line, error);
        out = text;
        return true;
    }

    bool checkNumber(const std::string &key, const Json &v, const Range &range, int &line,
                     CatalogProblem &error)
    {
        if (!v.is_number())
            return wrongType(key, v, "number", line, error);
        CatalogProblem p = checkRange(key, v.get<double>(), range);
        return p.empty() ? true : fail(m_document.line(v), std::move(p), line, error);
    }

    bool figure(const char *key, const Range &range, double &out, int &line, CatalogProblem &error)
    {
        const Json *v = find(key);
        if (!v)
            return missing(key, line, error);
        if (!checkNumber(key, *v, range, line, error))
            return false;
        out = v->get<double>();
        return true;
    }

    bool optionalFigure(const char *key, const Range &range, std::optional<double> &out, int &line,
                        CatalogProblem &error)
    {
        const Json *v = find(key);
        if (!v || v->is_null())
            return true;
        if (!checkNumber(key, *v, range, line, error))
            return false;
        out = v->get<double>();
        return true;
    }

    bool optionalValue(const char *key, const Range &range, double &out, int &line,
                       CatalogProblem &error)
    {
        std::optional<double> v;
        if (!optionalFigure(key, range, v, line, error))
            return false;
        out = v.value_or(0.0);
        return true;
    }

    const JsonDocument &m_document;
    const Json &m_object;
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
    const auto fail = [&result](int line, CatalogProblem p) {
        result.devices.clear();
        result.errorLine = line;
        result.problem = std::move(p);
        result.error = result.problem.describe();
        return result;
    };
    if (text.size() > kMaxBytes)
        return fail(1, problem(Code::FileTooLarge,
                               {std::to_string(text.size()), std::to_string(kMaxBytes)}));
    JsonDocument json;
    JsonDocument::Error jsonError;
    if (!json.parse(text, jsonError))
        return fail(jsonError.line, problem(Code::Json, {jsonError.message}));
    const Json &root = json.root();
    if (!root.is_object())
        return fail(json.line(root), problem(Code::RootNotObject, {JsonDocument::typeId(root)}));
    for (const auto &member : root.items()) {
        if (member.key() != "format" && member.key() != "version" && member.key() != "devices")
            return fail(json.line(member.value()),
                        problem(Code::UnknownTopField, {printable(member.key())}));
    }
    // A member's line, or the object's when the member is missing.
    const auto lineOf = [&json, &root](const Json *v) {
        return json.line(v ? *v : root);
    };
    const Json *format = JsonDocument::find(root, "format");
    if (!format || !format->is_string() || format->get_ref<const std::string &>() != kFormat)
        return fail(lineOf(format), problem(Code::NotACatalog));
    const Json *version = JsonDocument::find(root, "version");
    if (!version || !version->is_number() || version->get<double>() != kVersion)
        return fail(lineOf(version), problem(Code::FutureVersion, {std::to_string(kVersion)}));
    const Json *devices = JsonDocument::find(root, "devices");
    if (!devices || !devices->is_array())
        return fail(lineOf(devices), problem(Code::DevicesNotList));
    if (devices->size() > kMaxDevices)
        return fail(lineOf(devices), problem(Code::TooManyDevices, {std::to_string(devices->size()),
                                                                    std::to_string(kMaxDevices)}));

    std::set<std::string> seen;
    for (const Json &item : *devices) {
        if (!item.is_object())
            return fail(json.line(item),
                        problem(Code::DeviceNotObject, {JsonDocument::typeId(item)}));
        DeviceSpec device;
        int line = 0;
        CatalogProblem error;
        if (!DeviceReader(json, item, device).read(line, error))
            return fail(line, std::move(error));
        const int idLine = json.line(*JsonDocument::find(item, "id"));
        if (takenIds.count(device.id))
            return fail(idLine, problem(Code::IdShipped, {device.id}));
        if (!seen.insert(device.id).second)
            return fail(idLine, problem(Code::IdTwice, {device.id}));
        result.devices.push_back(std::move(device));
    }
    return result;
}

CatalogProblem DeviceCatalogFile::validate(const DeviceSpec &d)
{
    if (!isValidId(d.id))
        return problem(Code::BadId);
    if (d.name.empty())
        return problem(Code::Empty, {"name"});
    if (d.name.size() > kMaxName)
        return problem(Code::TooLong, {"name", std::to_string(kMaxName)});
    const std::pair<const char *, std::optional<double>> figures[] = {{"fp32_tflops", d.fp32Tflops},
                                                                      {"tf32_tflops", d.tf32Tflops},
                                                                      {"bf16_tflops", d.bf16Tflops},
                                                                      {"fp8_tflops", d.fp8Tflops}};
    for (const auto &[key, value] : figures) {
        if (value) {
            CatalogProblem p = checkRange(key, *value, kTflops);
            if (!p.empty())
                return p;
        }
    }
    for (CatalogProblem p : {checkRange("memory_gb", d.memoryGB, kMemoryGB),
                             checkRange("mem_bandwidth_gbs", d.memBandwidthGBs, kBandwidthGBs),
                             checkRange("watts", d.watts, kWatts),
                             checkRange("card_link_gbs", d.cardLinkGBs, kCardLinkGBs)}) {
        if (!p.empty())
            return p;
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
        const Json json = {{"id", d.id},
                           {"name", d.name},
                           {"fp32_tflops", d.fp32Tflops},
                           {"tf32_tflops", orNull(d.tf32Tflops)},
                           {"bf16_tflops", orNull(d.bf16Tflops)},
                           {"fp8_tflops", orNull(d.fp8Tflops)},
                           {"memory_gb", d.memoryGB},
                           {"mem_bandwidth_gbs", d.memBandwidthGBs},
                           {"watts", d.watts},
                           {"pcie_gen", d.pcieGen},
                           {"pcie_lanes", d.pcieLanes},
                           {"card_link_gbs", d.cardLinkGBs},
                           {"card_link", d.cardLinkName},
                           {"source", d.source}};
        out += (i == 0 ? "\n  " : ",\n  ") + JsonWriter::write(json);
    }
    out += devices.empty() ? "]}\n" : "\n]}\n";
    return out;
}

} // namespace blab::core
