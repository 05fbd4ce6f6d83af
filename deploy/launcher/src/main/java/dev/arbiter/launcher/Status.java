package dev.arbiter.launcher;

import dev.arbiter.infra.Ports;
import dev.arbiter.infra.Readiness;
import java.util.Optional;
import java.util.OptionalInt;

/** deploy/status: what deploy/up started and whether it is healthy. */
final class Status {

    /** Exit statuses: all healthy, something stopped or unhealthy, nothing started. */
    static final int HEALTHY = 0;
    static final int PROBLEM = 1;
    static final int NOTHING = 3;

    private final Settings settings;
    private final Home home;
    private final Console console;

    Status(Settings settings, Home home, Console console) {
        this.settings = settings;
        this.home = home;
        this.console = console;
    }

    int run() {
        Optional<LocalPostgres.InUse> pg = Home.read(home.postgresEnv()).map(LocalPostgres.InUse::parse);
        if (pg.isEmpty() && home.recorded().isEmpty()) {
            System.out.println("Nothing is running from " + console.pretty(home.folder()) + "; start it with deploy/up");
            return NOTHING;
        }
        boolean problems = false;
        row("NAME", "STATE", "PID", "ADDRESS", "HEALTH");
        if (pg.isPresent()) {
            LocalPostgres postgres = new LocalPostgres(settings, home, console);
            LocalPostgres.InUse inUse = pg.get();
            OptionalInt pid = LocalPostgres.InUse.THROWAWAY.equals(inUse.mode()) ? postgres.throwawayPid() : OptionalInt.empty();
            String address = "127.0.0.1:" + inUse.port();
            if (postgres.answers(inUse.port())) {
                row("postgres", "running", text(pid), address, "accepts user postgres (" + inUse.mode() + ")");
            } else {
                row("postgres", "down", text(pid), address, "no answer (" + inUse.mode() + "); log " + console.pretty(postgres.log()));
                problems = true;
            }
        }
        for (String name : home.recorded()) {
            String port = home.port(name).isPresent() ? Integer.toString(home.port(name).getAsInt()) : "?";
            String log = "log " + console.pretty(home.log(name));
            Optional<ProcessHandle> running = home.running(name);
            if (running.isEmpty()) {
                row(name, "stopped", "-", "127.0.0.1:" + port, "exited; " + log);
                problems = true;
            } else if (name.equals(Home.KAFKA)) {
                boolean open = home.port(name).isPresent() && Ports.open(home.port(name).getAsInt());
                row(name, "running", pid(running), "127.0.0.1:" + port, open ? "port open" : "port closed; " + log);
                problems |= !open;
            } else {
                int status = home.port(name).isPresent() ? Readiness.status(home.port(name).getAsInt()) : 0;
                String health = status == 200 ? "UP" : status == 0 ? "no answer" : "DOWN (HTTP " + status + ")";
                row(name, "running", pid(running), "http://127.0.0.1:" + port, status == 200 ? health : health + "; " + log);
                problems |= status != 200;
            }
        }
        System.out.println("State: " + console.pretty(home.folder()) + "   logs: " + console.pretty(home.logs()) + "/");
        return problems ? PROBLEM : HEALTHY;
    }

    private static String pid(Optional<ProcessHandle> running) {
        return Long.toString(running.orElseThrow().pid());
    }

    private static String text(OptionalInt pid) {
        return pid.isPresent() ? Integer.toString(pid.getAsInt()) : "-";
    }

    private static void row(String name, String state, String pid, String address, String health) {
        System.out.printf("%-13s %-8s %-7s %-24s %s%n", name, state, pid, address, health);
    }
}
