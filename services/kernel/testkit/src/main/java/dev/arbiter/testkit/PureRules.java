package dev.arbiter.testkit;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.ArrayList;
import java.util.List;

/**
 * "Rules are pure code": a ruleset's rules package may use the JDK, the kernel SPI, itself and the libraries
 * its ruleset names, and nothing else (no framework, no service code), checked on the compiled classes
 * (docs/architecture.md, "One ruleset, one service, one kernel").
 */
public final class PureRules {

    private PureRules() {
    }

    /** Fails, naming each offending dependency, unless {@code rulesPackage} keeps to what it may use. */
    public static void check(String rulesPackage, String... libraries) {
        JavaClasses rules = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages(rulesPackage);
        if (rules.isEmpty()) {
            throw new AssertionError("no compiled classes in " + rulesPackage);
        }
        List<String> allowed = new ArrayList<>(List.of("java..", "dev.arbiter.kernel.spi..", rulesPackage + ".."));
        for (String library : libraries) {
            allowed.add(library + "..");
        }
        classes().that().resideInAPackage(rulesPackage + "..").should().onlyDependOnClassesThat()
                .resideInAnyPackage(allowed.toArray(String[]::new)).check(rules);
    }
}
