# Builds a single-source bundle alone with g++ and checks that it answers every sample exactly as
# the normal build does (same seed and iteration limit; the debug text, which holds timings, is
# not compared). Run by ctest:
#
#   cmake -DROOT=<repo> -DSOURCES=<list> -DCOMPILE=<lines> -DWARNINGS=<flags> -DWORK=<dir>
#         -DCXX=<g++> -DBUNDLE=nogo_botzone|connect4_botzone|connect4_course -DBINARY=<bot>
#         [-DBOTZONE_FLAGS=<flags>] [-DLIBRARY=<libconnect4course.so> -DHOST=<course_host>]
#         -P bundle_check.cmake
#
# Every compile but Botzone's adds WARNINGS, the project's warning flags, so that code compiled
# only in a bundle (the course file's Saiblo main) is held to them too. A Botzone bundle is
# compiled twice and both programs are compared with BINARY (the bot) on its game's samples:
# with -D_BOTZONE_ONLINE and the project's warnings, and with BOTZONE_FLAGS, Botzone's own
# command (docs/protocols.md) with -Werror. It is also compiled with -fsyntax-only against
# tests/protocol/json30, a header that declares only the json 3.0 API the bundle may use, so a
# call that needs a newer json.hpp than Botzone may have fails here. The course bundle
# must include nothing but standard headers; it is compiled twice, as the course library (-fpic
# -shared) and as the Saiblo program (-DONLINE_JUDGE), and on every Saiblo sample the program,
# LIBRARY and the bundle's library (both through HOST, a Saiblo loop over getPoint) must answer
# exactly as `BINARY --saiblo`.
cmake_minimum_required(VERSION 3.16)
if(NOT CXX OR NOT EXISTS "${CXX}")
  message(FATAL_ERROR "g++ was not found when the build was configured (CXX='${CXX}'): the bundle "
                      "cannot be compiled alone; install g++ and configure again")
endif()
set(bundle "${WORK}/${BUNDLE}.cpp")
file(MAKE_DIRECTORY "${WORK}")
execute_process(
  COMMAND ${CMAKE_COMMAND} -DROOT=${ROOT} "-DSOURCES=${SOURCES}" "-DCOMPILE=${COMPILE}"
          -DOUTPUT=${bundle} -P ${ROOT}/bot/botzone/bundle.cmake
  RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "bundling failed")
endif()
set(course OFF)
if(BUNDLE STREQUAL "connect4_course")
  set(course ON)
endif()
file(STRINGS "${bundle}" project_includes REGEX "#include \"")
foreach(line IN LISTS project_includes)
  if(course OR NOT line MATCHES "#include \"nlohmann/json.hpp\"")
    message(FATAL_ERROR "bundle keeps a non-standard include: ${line}")
  endif()
endforeach()

# Compiles the bundle, with the flags in ARGN, into `output`.
function(compile_bundle output)
  execute_process(
    COMMAND ${CXX} -std=c++17 -O2 ${ARGN} ${WARNINGS} -x c++ ${bundle} -o ${output}
    RESULT_VARIABLE rc ERROR_VARIABLE compile_errors)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "the bundle does not compile alone (${ARGN}):\n${compile_errors}")
  endif()
endfunction()

if(course)
  set(bundled_program "${WORK}/${BUNDLE}_saiblo")
  set(bundled_library "${WORK}/lib${BUNDLE}.so")
  compile_bundle(${bundled_program} -DONLINE_JUDGE)
  compile_bundle(${bundled_library} -fpic -shared)
else()
  set(bundled_bot "${WORK}/${BUNDLE}")
  compile_bundle(${bundled_bot} -D_BOTZONE_ONLINE)
  if(NOT BOTZONE_FLAGS)
    message(FATAL_ERROR "bundle_check.cmake: BOTZONE_FLAGS is not set")
  endif()
  # Botzone's command: FILE then its libraries (-ljson is Botzone's jsoncpp, which the bundle
  # does not use and this machine need not have).
  set(botzone_bot "${WORK}/${BUNDLE}_botzone")
  execute_process(
    COMMAND ${CXX} ${BOTZONE_FLAGS} -Werror -x c++ ${bundle} -lpthread -o ${botzone_bot}
    RESULT_VARIABLE rc ERROR_VARIABLE compile_errors)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "the bundle does not compile with Botzone's command plus -Werror:\n"
                        "${compile_errors}")
  endif()
  execute_process(
    COMMAND ${CXX} ${BOTZONE_FLAGS} -Werror -fsyntax-only -I${ROOT}/tests/protocol/json30
            -x c++ ${bundle}
    RESULT_VARIABLE rc ERROR_VARIABLE compile_errors)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "the bundle uses json API newer than 3.0 (tests/protocol/json30):\n"
                        "${compile_errors}")
  endif()
endif()

# Samples: "<file>|<extra flag>" pairs.
set(cases)
macro(add_cases pattern flag)
  file(GLOB files "${ROOT}/samples/${pattern}")
  foreach(f IN LISTS files)
    list(APPEND cases "${f}|${flag}")
  endforeach()
endmacro()
if(BUNDLE STREQUAL "nogo_botzone")
  add_cases("nogo/*" "")
  add_cases("bad/nogo_*" "")
elseif(BUNDLE STREQUAL "connect4_botzone")
  add_cases("connect4/*" "")
  add_cases("bad/connect4_*" "")
  add_cases("saiblo/*" "--saiblo")
  add_cases("bad/saiblo_*" "--saiblo")
else()
  add_cases("saiblo/*" "")
  add_cases("bad/saiblo_*" "")
endif()
add_cases("bad/empty.txt" "")
list(LENGTH cases count)
if(count LESS 10)
  message(FATAL_ERROR "only ${count} samples found under ${ROOT}/samples")
endif()

# Runs the command in ARGN, then the fixed flags, on `sample`; the first run of a sample is the
# reference, and every later one must exit and answer exactly as it did.
set(args --seed 7 --iterations 32 --memory 16)
macro(check_run label)
  execute_process(COMMAND ${ARGN} ${args} ${flag} INPUT_FILE ${sample}
                  OUTPUT_FILE ${WORK}/${BUNDLE}.out ERROR_QUIET RESULT_VARIABLE code)
  if(course OR flag STREQUAL "--saiblo")
    file(READ ${WORK}/${BUNDLE}.out out HEX)
  else()
    file(READ ${WORK}/${BUNDLE}.out out)
    string(REGEX REPLACE "\"debug\":\"[^\"]*\"" "\"debug\":\"\"" out "${out}")
  endif()
  if(reference STREQUAL "")
    set(reference "${label}")
    set(code_reference "${code}")
    set(out_reference "${out}")
  elseif(NOT code STREQUAL code_reference OR NOT out STREQUAL out_reference)
    message(FATAL_ERROR "${sample}: the ${label} answers differently from ${reference}\n"
            "${reference} (exit ${code_reference}):\n${out_reference}\n"
            "${label} (exit ${code}):\n${out}")
  endif()
endmacro()

foreach(case IN LISTS cases)
  string(REPLACE "|" ";" parts "${case}")
  list(GET parts 0 sample)
  list(LENGTH parts n)
  set(flag "")
  if(n GREATER 1)
    list(GET parts 1 flag)
  endif()
  set(reference "")
  if(course)
    check_run("connect4 --saiblo" ${BINARY} --saiblo)
    check_run("bundled program" ${bundled_program})
    check_run("libconnect4course.so" ${HOST} ${LIBRARY})
    check_run("bundled library" ${HOST} ${bundled_library})
  else()
    check_run("bot" ${BINARY})
    check_run("bundled bot" ${bundled_bot})
    check_run("bundled bot built with Botzone's command" ${botzone_bot})
  endif()
endforeach()
message(STATUS "${BUNDLE}: ${count} samples answered identically")
