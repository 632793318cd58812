# Builds a bot's single-source bundle alone with g++ and checks that it answers every sample
# exactly as the normal binary does (same seed and iteration limit; the debug text, which holds
# timings, is not compared). Run by ctest:
#
#   cmake -DROOT=<repo> -DSOURCES=<list> -DWORK=<dir> -DCXX=<g++> -DBINARY=<bot> -DGAME=nogo|connect4
#         -P bundle_check.cmake
cmake_minimum_required(VERSION 3.16)
if(NOT CXX OR NOT EXISTS "${CXX}")
  message(FATAL_ERROR "g++ was not found when the build was configured (CXX='${CXX}'): the bundle "
                      "cannot be compiled alone; install g++ and configure again")
endif()
set(bundle "${WORK}/${GAME}_botzone.cpp")
set(bundled_bot "${WORK}/${GAME}_bundled")
file(MAKE_DIRECTORY "${WORK}")
execute_process(
  COMMAND ${CMAKE_COMMAND} -DROOT=${ROOT} "-DSOURCES=${SOURCES}" -DOUTPUT=${bundle}
          -P ${ROOT}/bot/botzone/bundle.cmake
  RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "bundling failed")
endif()
file(STRINGS "${bundle}" project_includes REGEX "#include \"")
foreach(line IN LISTS project_includes)
  if(NOT line MATCHES "#include \"nlohmann/json.hpp\"")
    message(FATAL_ERROR "bundle keeps a project include: ${line}")
  endif()
endforeach()
execute_process(
  COMMAND ${CXX} -std=c++17 -O2 -D_BOTZONE_ONLINE -x c++ ${bundle} -o ${bundled_bot}
  RESULT_VARIABLE rc ERROR_VARIABLE compile_errors)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the bundle does not compile alone:\n${compile_errors}")
endif()

# Samples of this game: "<file>|<extra flag>" pairs.
set(cases)
macro(add_cases pattern flag)
  file(GLOB files "${ROOT}/samples/${pattern}")
  foreach(f IN LISTS files)
    list(APPEND cases "${f}|${flag}")
  endforeach()
endmacro()
if(GAME STREQUAL "nogo")
  add_cases("nogo/*" "")
  add_cases("bad/nogo_*" "")
else()
  add_cases("connect4/*" "")
  add_cases("bad/connect4_*" "")
  add_cases("saiblo/*" "--saiblo")
  add_cases("bad/saiblo_*" "--saiblo")
endif()
add_cases("bad/empty.txt" "")
list(LENGTH cases count)
if(count LESS 10)
  message(FATAL_ERROR "only ${count} samples found under ${ROOT}/samples")
endif()

set(args --seed 7 --iterations 32 --memory 16)
foreach(case IN LISTS cases)
  string(REPLACE "|" ";" parts "${case}")
  list(GET parts 0 sample)
  list(LENGTH parts n)
  set(flag "")
  if(n GREATER 1)
    list(GET parts 1 flag)
  endif()
  foreach(which normal bundled)
    if(which STREQUAL "normal")
      set(exe "${BINARY}")
    else()
      set(exe "${bundled_bot}")
    endif()
    execute_process(COMMAND ${exe} ${args} ${flag} INPUT_FILE ${sample}
                    OUTPUT_FILE ${WORK}/${GAME}_${which}.out ERROR_QUIET RESULT_VARIABLE code_${which})
    if(flag STREQUAL "--saiblo")
      file(READ ${WORK}/${GAME}_${which}.out out_${which} HEX)
    else()
      file(READ ${WORK}/${GAME}_${which}.out out_${which})
      string(REGEX REPLACE "\"debug\":\"[^\"]*\"" "\"debug\":\"\"" out_${which} "${out_${which}}")
    endif()
  endforeach()
  if(NOT code_normal STREQUAL code_bundled OR NOT out_normal STREQUAL out_bundled)
    message(FATAL_ERROR "${sample}: the bundle answers differently\n"
            "normal (exit ${code_normal}):\n${out_normal}\nbundled (exit ${code_bundled}):\n${out_bundled}")
  endif()
endforeach()
message(STATUS "${GAME} bundle: ${count} samples answered identically")
