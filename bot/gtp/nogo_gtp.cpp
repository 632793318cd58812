#include "bot/gtp/nogo_gtp.h"

#include <string>
#include <vector>

#include "bot/botzone/options.h"
#include "bot/gtp/command.h"
#include "bot/gtp/input.h"
#include "bot/gtp/session.h"

namespace bot {

namespace {

constexpr const char* GTP_FLAG = "--gtp";

}  // namespace

bool wants_gtp(int argc, const char* const* argv) {
    for (int i = 1; i < argc; ++i)
        if (std::string(argv[i]) == GTP_FLAG) return true;
    return false;
}

int run_nogo_gtp(int argc, const char* const* argv, std::istream& in, std::ostream& out,
                 std::ostream& err) {
    std::vector<const char*> rest;
    for (int i = 0; i < argc; ++i)
        if (i == 0 || std::string(argv[i]) != GTP_FLAG) rest.push_back(argv[i]);
    core::Expected<BotOptions> options = parse_options(int(rest.size()), rest.data(), false);
    if (options && !options->keep_running)
        options = core::Error{"--no-keep-running has no meaning with --gtp"};
    if (!options) {
        err << "nogo: error: " << options.error() << '\n'
            << usage("nogo", false) << '\n'
            << GTP_USAGE << '\n';
        return 2;
    }
    GtpSession session(*options, err);
    // One line, one command; each response is flushed at once, as a front-end waits for it. The
    // analysis commands write as they search and stop when the next line has arrived.
    GtpInput reader(in);
    session.set_stream(out, [&reader](int wait_ms) { return reader.ready(wait_ms); });
    std::string line;
    for (;;) {
        const LineReader::Status status = reader.next(line);
        if (status == LineReader::Status::END) return 0;
        if (status == LineReader::Status::FAILED) {
            err << "nogo: error: cannot read the input\n";
            return 2;
        }
        const auto received = core::SteadyClock::now();  // genmove's clock starts here
        if (status == LineReader::Status::TOO_LONG) {
            out << format_response("", GtpResponse{false, "command line too long"});
            out.flush();
            continue;
        }
        const std::optional<GtpCommand> command = parse_command(line);
        if (!command) continue;
        out << format_response(command->id, session.execute(*command, received));
        out.flush();
        if (session.quit_requested()) return 0;
    }
}

}  // namespace bot
