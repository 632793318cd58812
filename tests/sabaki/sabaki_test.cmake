# Installs @sabaki/gtp into WORK (once) and runs analyze_test.js against BINARY on the recorded
# games GAMES. Skips (a line "skipped: ...", the test's SKIP_REGULAR_EXPRESSION) when npm or the
# registry is unavailable.
if(NOT EXISTS ${WORK}/node_modules/@sabaki/gtp/package.json)
  if(NOT NPM)
    message("skipped: npm not found")
    return()
  endif()
  file(MAKE_DIRECTORY ${WORK})
  execute_process(COMMAND ${NPM} install --no-audit --no-fund --prefix ${WORK} @sabaki/gtp@3
                  RESULT_VARIABLE rc TIMEOUT 120 OUTPUT_QUIET)
  if(NOT rc EQUAL 0)
    message("skipped: npm install @sabaki/gtp failed (${rc}): no registry?")
    return()
  endif()
endif()
execute_process(COMMAND ${NODE} ${SCRIPT} ${BINARY} ${WORK} ${GAMES} RESULT_VARIABLE rc TIMEOUT 90)
if(NOT rc EQUAL 0 AND NOT rc EQUAL 77)  # 77: analyze_test.js printed "skipped: ..."
  message(FATAL_ERROR "analyze_test.js failed (${rc})")
endif()
