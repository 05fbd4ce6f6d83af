package dev.arbiter.infra;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A JVM started as a process of its own (a packaged service, a Kafka node), with the same Java as
 * the JVM starting it. Its output is appended to a log file and its input is empty, so nothing ties
 * it to its parent; {@code detached} also puts it in a session of its own (setsid), so it outlives
 * its parent and a Ctrl-C in the parent's terminal.
 */
public final class JavaProcess {

    private JavaProcess() {
    }

    /** The java program of this JVM. */
    public static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** {@code java <arguments>} in {@code directory}, with {@code environment} added to ours. */
    public static ProcessBuilder builder(List<String> arguments, Map<String, String> environment, Path directory,
                                         Path log, boolean detached) {
        List<String> command = new ArrayList<>();
        if (detached) {
            command.add("setsid");
        }
        command.add(java());
        command.addAll(arguments);
        ProcessBuilder builder = new ProcessBuilder(command)
                .directory(directory.toFile())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        builder.environment().putAll(environment);
        return builder;
    }
}
